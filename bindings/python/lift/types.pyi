# Written by tools/gen_python_types.py from schema/lift.schema.json: do not edit.
from typing import Any, Dict, List, Literal, Union, overload
from typing_extensions import NotRequired, TypedDict

Kind = Literal['account', 'active_record', 'apple_health_export', 'backup', 'body_log', 'calories', 'changes', 'completion', 'exercise', 'exercise_history', 'goal', 'health_anchor', 'health_export', 'health_policy', 'health_samples', 'image', 'league', 'next_targets', 'personal_record', 'place', 'player', 'progress_summary', 'recommendation', 'request', 'road_network', 'route', 'routine', 'routine_from_record', 'routine_record', 'series', 'session', 'stats', 'steps', 'sync_state', 'team', 'weekly_goal', 'weight', 'weight_csv', 'workout', 'workout_export', 'workout_import']
ErrorCode = Literal['backup_not_sealed', 'built_in_workout', 'busy', 'cancelled', 'cannot_open', 'completion_before_creation', 'conflict', 'constraint', 'control_character', 'corrupt', 'corrupt_road_network', 'corrupt_saved_route', 'damaged_backup', 'date_in_future', 'date_out_of_range', 'day_total_too_large', 'duplicate_exercise_name', 'duplicate_route_name', 'duplicate_routine_exercises', 'duplicate_routine_name', 'duplicate_sample', 'duplicate_username', 'duplicate_workout_name', 'empty_exercise_record', 'empty_road_network', 'empty_routine', 'empty_routine_record', 'exercise_in_use', 'file_too_large', 'goal_target_not_ahead', 'id_taken', 'internal', 'invalid_csv', 'invalid_cursor', 'invalid_health_record', 'invalid_image_data', 'invalid_password', 'invalid_request', 'invalid_username', 'invalid_username_character', 'invalid_value', 'invalid_xml', 'invalid_zip', 'io', 'malformed_json', 'misuse', 'needs_migration', 'negative_amount', 'newer_schema', 'no_export_xml', 'no_memory', 'no_remote', 'no_road_network', 'no_route', 'no_store_file', 'not_a_health_export', 'not_a_regular_file', 'not_a_store', 'not_cached', 'not_found', 'passphrase_required', 'payload_too_large', 'read_only_store', 'reentrant_call', 'remote_invalid_response', 'remote_status', 'remote_unavailable', 'request_id_in_use', 'required_field', 'response_too_large', 'road_network_limit', 'road_network_outdated', 'routine_exercises_required', 'routine_name_required', 'signed_out', 'stop_not_near_road', 'too_big', 'unauthorized', 'unavailable', 'unknown_category', 'unknown_client_record', 'unknown_field', 'unknown_health_activity', 'unknown_health_type', 'unknown_health_unit', 'unknown_kind', 'unknown_sync_kind', 'unknown_time_zone', 'unreadable_cache', 'unreadable_osm', 'unsupported', 'unsupported_backup_version', 'unsupported_verb', 'weight_day_taken', 'weight_out_of_range', 'workout_in_use', 'wrong_passphrase', 'wrong_type']

AccountSaveRequest1Account = TypedDict('AccountSaveRequest1Account', {
    'id': NotRequired[str],
    'username': NotRequired[str],
    'password': NotRequired[str],
    'name': NotRequired[Union[str, None]],
    'phone': NotRequired[Union[str, None]],
    'email': NotRequired[Union[str, None]],
    'creation_date': NotRequired[str],
})

AccountSaveRequest1 = TypedDict('AccountSaveRequest1', {
    'kind': Literal['account'],
    'account': AccountSaveRequest1Account,
    'request_id': NotRequired[str],
})

AccountSaveRequest2ChangePassword = TypedDict('AccountSaveRequest2ChangePassword', {
    'old_password': str,
    'new_password': str,
})

AccountSaveRequest2 = TypedDict('AccountSaveRequest2', {
    'kind': Literal['account'],
    'change_password': AccountSaveRequest2ChangePassword,
    'request_id': NotRequired[str],
})

AccountRecord = TypedDict('AccountRecord', {
    'id': str,
    'username': str,
    'name': Union[str, None],
    'phone': Union[str, None],
    'email': Union[str, None],
    'creation_date': str,
})

AccountSaveAnswer1 = TypedDict('AccountSaveAnswer1', {
    'kind': Literal['account'],
    'account': AccountRecord,
})

AccountSaveAnswer2Session = TypedDict('AccountSaveAnswer2Session', {
    'id': str,
    'token': str,
    'expires': str,
})

AccountSaveAnswer2 = TypedDict('AccountSaveAnswer2', {
    'kind': Literal['account'],
    'password_changed': Literal[True],
    'session': NotRequired[AccountSaveAnswer2Session],
})

AccountLoadRequest = TypedDict('AccountLoadRequest', {
    'kind': Literal['account'],
    'request_id': NotRequired[str],
})

AccountLoadAnswer = AccountSaveAnswer1

AccountRemoveRequest = TypedDict('AccountRemoveRequest', {
    'kind': Literal['account'],
    'password': str,
    'request_id': NotRequired[str],
})

AccountRemoveAnswer = TypedDict('AccountRemoveAnswer', {
    'kind': str,
    'removed': int,
})

RoutineRecordSaveRecordExerciseRecordsItemSetRecordsItem = TypedDict('RoutineRecordSaveRecordExerciseRecordsItemSetRecordsItem', {
    'id': NotRequired[str],
    'rep_count': NotRequired[int],
    'weight': NotRequired[float],
    'unit': NotRequired[Literal['kg', 'lb']],
    'duration': NotRequired[Union[int, None]],
    'difficulty': NotRequired[Union[int, None]],
    'completion_date': NotRequired[Union[str, None]],
})

RoutineRecordSaveRecordExerciseRecordsItem = TypedDict('RoutineRecordSaveRecordExerciseRecordsItem', {
    'id': NotRequired[str],
    'exercise_id': NotRequired[str],
    'set_records': NotRequired[List[RoutineRecordSaveRecordExerciseRecordsItemSetRecordsItem]],
})

RoutineRecordSaveRecord = TypedDict('RoutineRecordSaveRecord', {
    'id': NotRequired[str],
    'routine_id': NotRequired[Union[str, None]],
    'note': NotRequired[Union[str, None]],
    'creation_date': NotRequired[str],
    'completion_date': NotRequired[Union[str, None]],
    'exercise_records': NotRequired[List[RoutineRecordSaveRecordExerciseRecordsItem]],
})

ActiveRecordSaveRequest1 = TypedDict('ActiveRecordSaveRequest1', {
    'kind': Literal['active_record'],
    'active_record': RoutineRecordSaveRecord,
    'request_id': NotRequired[str],
})

ActiveRecordSaveRequest2 = TypedDict('ActiveRecordSaveRequest2', {
    'kind': Literal['active_record'],
    'from_routine_id': str,
    'request_id': NotRequired[str],
})

SetRecord = TypedDict('SetRecord', {
    'id': str,
    'rep_count': int,
    'weight': float,
    'unit': Literal['kg', 'lb'],
    'duration': Union[int, None],
    'difficulty': Union[int, None],
    'completion_date': Union[str, None],
})

RoutineRecordRecordExerciseRecordsItem = TypedDict('RoutineRecordRecordExerciseRecordsItem', {
    'id': str,
    'exercise_id': str,
    'set_records': List[SetRecord],
})

RoutineRecordRecord = TypedDict('RoutineRecordRecord', {
    'id': str,
    'routine_id': Union[str, None],
    'note': Union[str, None],
    'creation_date': str,
    'completion_date': Union[str, None],
    'exercise_records': List[RoutineRecordRecordExerciseRecordsItem],
})

ActiveRecordSaveAnswer = TypedDict('ActiveRecordSaveAnswer', {
    'kind': Literal['active_record'],
    'active_record': RoutineRecordRecord,
})

ActiveRecordLoadRequest = TypedDict('ActiveRecordLoadRequest', {
    'kind': Literal['active_record'],
    'request_id': NotRequired[str],
})

ActiveRecordLoadAnswer = TypedDict('ActiveRecordLoadAnswer', {
    'kind': Literal['active_record'],
    'active_record': Union[RoutineRecordRecord, None],
})

AppleHealthExportSaveRequestAppleHealthExport = TypedDict('AppleHealthExportSaveRequestAppleHealthExport', {
    'path': str,
})

AppleHealthExportSaveRequest = TypedDict('AppleHealthExportSaveRequest', {
    'kind': Literal['apple_health_export'],
    'apple_health_export': AppleHealthExportSaveRequestAppleHealthExport,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

AppleHealthExportSaveAnswerAppleHealthExportTypesBodyMass = TypedDict('AppleHealthExportSaveAnswerAppleHealthExportTypesBodyMass', {
    'read': int,
    'added': int,
    'updated': int,
    'unchanged': int,
})

AppleHealthExportSaveAnswerAppleHealthExportTypesStepCount = AppleHealthExportSaveAnswerAppleHealthExportTypesBodyMass

AppleHealthExportSaveAnswerAppleHealthExportTypesDietaryEnergy = AppleHealthExportSaveAnswerAppleHealthExportTypesBodyMass

AppleHealthExportSaveAnswerAppleHealthExportTypesWorkout = AppleHealthExportSaveAnswerAppleHealthExportTypesBodyMass

AppleHealthExportSaveAnswerAppleHealthExportTypes = TypedDict('AppleHealthExportSaveAnswerAppleHealthExportTypes', {
    'body_mass': AppleHealthExportSaveAnswerAppleHealthExportTypesBodyMass,
    'step_count': AppleHealthExportSaveAnswerAppleHealthExportTypesStepCount,
    'dietary_energy': AppleHealthExportSaveAnswerAppleHealthExportTypesDietaryEnergy,
    'workout': AppleHealthExportSaveAnswerAppleHealthExportTypesWorkout,
})

AppleHealthExportSaveAnswerAppleHealthExport = TypedDict('AppleHealthExportSaveAnswerAppleHealthExport', {
    'types': AppleHealthExportSaveAnswerAppleHealthExportTypes,
    'skipped': Dict[str, int],
    'from': Union[str, None],
    'to': Union[str, None],
    'days_recomputed': int,
})

AppleHealthExportSaveAnswer = TypedDict('AppleHealthExportSaveAnswer', {
    'kind': Literal['apple_health_export'],
    'apple_health_export': AppleHealthExportSaveAnswerAppleHealthExport,
})

BackupChange = TypedDict('BackupChange', {
    'kind': str,
    'id': str,
    'version': NotRequired[str],
    'fields': NotRequired[Dict[str, Union[None, float, str, List[Dict[str, Union[None, float, str]]]]]],
    'versions': NotRequired[Dict[str, str]],
    'removed': NotRequired[str],
})

BackupDocument = TypedDict('BackupDocument', {
    'format': Literal['liblift-backup'],
    'version': Literal[1],
    'site': NotRequired[str],
    'created': NotRequired[str],
    'changes': List[BackupChange],
    'count': int,
})

BackupSaveRequest1 = TypedDict('BackupSaveRequest1', {
    'kind': Literal['backup'],
    'backup': BackupDocument,
    'request_id': NotRequired[str],
})

BackupSaveRequest2 = TypedDict('BackupSaveRequest2', {
    'kind': Literal['backup'],
    'data': str,
    'passphrase': NotRequired[str],
    'request_id': NotRequired[str],
})

BackupSaveRequest3 = TypedDict('BackupSaveRequest3', {
    'kind': Literal['backup'],
    'path': str,
    'passphrase': NotRequired[str],
    'request_id': NotRequired[str],
})

BackupSaveAnswerBackup = TypedDict('BackupSaveAnswerBackup', {
    'changes': int,
    'applied': int,
    'skipped': int,
    'parked': int,
    'conflicts': List[Dict[str, Any]],
})

BackupSaveAnswer = TypedDict('BackupSaveAnswer', {
    'kind': Literal['backup'],
    'backup': BackupSaveAnswerBackup,
})

BackupLoadRequest = TypedDict('BackupLoadRequest', {
    'kind': Literal['backup'],
    'path': NotRequired[str],
    'passphrase': NotRequired[str],
    'request_id': NotRequired[str],
})

BackupLoadAnswer1 = TypedDict('BackupLoadAnswer1', {
    'kind': Literal['backup'],
    'backup': BackupDocument,
})

BackupLoadAnswer2Backup = TypedDict('BackupLoadAnswer2Backup', {
    'path': NotRequired[str],
    'data': NotRequired[str],
    'sealed': bool,
    'bytes': int,
    'changes': int,
})

BackupLoadAnswer2 = TypedDict('BackupLoadAnswer2', {
    'kind': Literal['backup'],
    'backup': BackupLoadAnswer2Backup,
})

BodyLogLoadRequest = TypedDict('BodyLogLoadRequest', {
    'kind': Literal['body_log'],
    'request_id': NotRequired[str],
})

WeightRecord = TypedDict('WeightRecord', {
    'id': str,
    'date': str,
    'weight': float,
    'unit': Literal['kg', 'lb'],
    'note': NotRequired[Union[str, None]],
})

CaloriesRecord = TypedDict('CaloriesRecord', {
    'id': str,
    'date': str,
    'amount': int,
    'note': NotRequired[Union[str, None]],
    'creation_date': str,
})

StepsRecord = CaloriesRecord

GoalRecordProgress = TypedDict('GoalRecordProgress', {
    'current': NotRequired[Union[float, None]],
    'remaining': NotRequired[Union[float, None]],
    'percent': NotRequired[Union[float, None]],
    'reached': NotRequired[Union[bool, None]],
    'on_track': NotRequired[Union[bool, None]],
    'expected': NotRequired[Union[float, None]],
})

GoalRecord = TypedDict('GoalRecord', {
    'category': Literal['weight', 'calories', 'steps'],
    'target': float,
    'unit': NotRequired[Union[Literal['kg', 'lb'], None]],
    'direction': NotRequired[Union[Literal['lose', 'gain', 'keep'], None]],
    'start': NotRequired[Union[float, None]],
    'start_date': NotRequired[Union[str, None]],
    'date': NotRequired[Union[str, None]],
    'progress': NotRequired[GoalRecordProgress],
})

BodyLogLoadAnswer = TypedDict('BodyLogLoadAnswer', {
    'kind': Literal['body_log'],
    'weight': List[WeightRecord],
    'calories': List[CaloriesRecord],
    'steps': List[StepsRecord],
    'goal': List[GoalRecord],
})

BodyLogRemoveRequest = BodyLogLoadRequest

BodyLogRemoveAnswerCounts = TypedDict('BodyLogRemoveAnswerCounts', {
    'weight': NotRequired[int],
    'calories': NotRequired[int],
    'steps': NotRequired[int],
    'goal': NotRequired[int],
    'health_samples': NotRequired[int],
})

BodyLogRemoveAnswer = TypedDict('BodyLogRemoveAnswer', {
    'kind': Literal['body_log'],
    'removed': int,
    'counts': NotRequired[BodyLogRemoveAnswerCounts],
})

CaloriesSaveRecord = TypedDict('CaloriesSaveRecord', {
    'id': NotRequired[str],
    'date': NotRequired[str],
    'amount': NotRequired[int],
    'total': NotRequired[int],
    'source': NotRequired[str],
    'note': NotRequired[Union[str, None]],
    'creation_date': NotRequired[str],
})

CaloriesSaveRequest1 = TypedDict('CaloriesSaveRequest1', {
    'kind': Literal['calories'],
    'calories': CaloriesSaveRecord,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

CaloriesSaveRequest2 = TypedDict('CaloriesSaveRequest2', {
    'kind': Literal['calories'],
    'items': List[CaloriesSaveRecord],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

CaloriesSaveAnswer1 = TypedDict('CaloriesSaveAnswer1', {
    'kind': Literal['calories'],
    'calories': CaloriesRecord,
    'day_total': NotRequired[int],
    'created': NotRequired[bool],
})

CaloriesSaveAnswer2 = TypedDict('CaloriesSaveAnswer2', {
    'kind': Literal['calories'],
    'items': List[CaloriesRecord],
})

CaloriesLoadRequest1 = TypedDict('CaloriesLoadRequest1', {
    'kind': Literal['calories'],
    'id': str,
    'request_id': NotRequired[str],
})

CaloriesLoadRequest2 = TypedDict('CaloriesLoadRequest2', {
    'kind': Literal['calories'],
    'date': NotRequired[str],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

CaloriesLoadAnswer1 = TypedDict('CaloriesLoadAnswer1', {
    'kind': Literal['calories'],
    'calories': CaloriesRecord,
})

CaloriesLoadAnswer2 = TypedDict('CaloriesLoadAnswer2', {
    'kind': Literal['calories'],
    'items': List[CaloriesRecord],
    'total': int,
    'date': NotRequired[str],
    'day_total': NotRequired[int],
})

CaloriesRemoveRequest = CaloriesLoadRequest1

CaloriesRemoveAnswer = AccountRemoveAnswer

SyncChange1Fields = TypedDict('SyncChange1Fields', {
    'name': NotRequired[Union[str, float, None]],
    'creation_ms': NotRequired[Union[str, float, None]],
    'tags': NotRequired[Union[str, float, None]],
})

SyncChange1Versions = TypedDict('SyncChange1Versions', {
    'name': NotRequired[str],
    'creation_ms': NotRequired[str],
    'tags': NotRequired[str],
})

SyncChange1 = TypedDict('SyncChange1', {
    'kind': Literal['exercise'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange1Fields],
    'versions': NotRequired[SyncChange1Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange2Fields = TypedDict('SyncChange2Fields', {
    'name': NotRequired[Union[str, float, None]],
    'creation_ms': NotRequired[Union[str, float, None]],
    'exercises': NotRequired[List[Dict[str, Union[str, float, None]]]],
})

SyncChange2Versions = TypedDict('SyncChange2Versions', {
    'name': NotRequired[str],
    'creation_ms': NotRequired[str],
    'exercises': NotRequired[str],
})

SyncChange2 = TypedDict('SyncChange2', {
    'kind': Literal['routine'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange2Fields],
    'versions': NotRequired[SyncChange2Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange3FieldsExerciseRecordsItem = TypedDict('SyncChange3FieldsExerciseRecordsItem', {
    'sets': NotRequired[List[Dict[str, Union[str, float, None]]]],
})

SyncChange3Fields = TypedDict('SyncChange3Fields', {
    'routine_id': NotRequired[Union[str, float, None]],
    'note': NotRequired[Union[str, float, None]],
    'creation_ms': NotRequired[Union[str, float, None]],
    'completion_ms': NotRequired[Union[str, float, None]],
    'exercise_records': NotRequired[List[SyncChange3FieldsExerciseRecordsItem]],
})

SyncChange3Versions = TypedDict('SyncChange3Versions', {
    'routine_id': NotRequired[str],
    'note': NotRequired[str],
    'creation_ms': NotRequired[str],
    'completion_ms': NotRequired[str],
    'exercise_records': NotRequired[str],
})

SyncChange3 = TypedDict('SyncChange3', {
    'kind': Literal['routine_record'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange3Fields],
    'versions': NotRequired[SyncChange3Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange4Fields = TypedDict('SyncChange4Fields', {
    'name': NotRequired[Union[str, float, None]],
    'category': NotRequired[Union[str, float, None]],
    'instructions': NotRequired[Union[str, float, None]],
    'equipment': NotRequired[Union[str, float, None]],
    'muscles': NotRequired[Union[str, float, None]],
    'met': NotRequired[Union[str, float, None]],
    'creation_ms': NotRequired[Union[str, float, None]],
})

SyncChange4Versions = TypedDict('SyncChange4Versions', {
    'name': NotRequired[str],
    'category': NotRequired[str],
    'instructions': NotRequired[str],
    'equipment': NotRequired[str],
    'muscles': NotRequired[str],
    'met': NotRequired[str],
    'creation_ms': NotRequired[str],
})

SyncChange4 = TypedDict('SyncChange4', {
    'kind': Literal['workout'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange4Fields],
    'versions': NotRequired[SyncChange4Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange5Fields = TypedDict('SyncChange5Fields', {
    'workout_id': NotRequired[Union[str, float, None]],
    'duration_s': NotRequired[Union[str, float, None]],
    'date_ms': NotRequired[Union[str, float, None]],
    'body_weight_kg': NotRequired[Union[str, float, None]],
    'calories': NotRequired[Union[str, float, None]],
    'measured_calories': NotRequired[Union[str, float, None]],
    'distance_m': NotRequired[Union[str, float, None]],
})

SyncChange5Versions = TypedDict('SyncChange5Versions', {
    'workout_id': NotRequired[str],
    'duration_s': NotRequired[str],
    'date_ms': NotRequired[str],
    'body_weight_kg': NotRequired[str],
    'calories': NotRequired[str],
    'measured_calories': NotRequired[str],
    'distance_m': NotRequired[str],
})

SyncChange5 = TypedDict('SyncChange5', {
    'kind': Literal['completion'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange5Fields],
    'versions': NotRequired[SyncChange5Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange6Fields = TypedDict('SyncChange6Fields', {
    'type': NotRequired[Union[str, float, None]],
    'day': NotRequired[Union[str, float, None]],
    'start_ms': NotRequired[Union[str, float, None]],
    'end_ms': NotRequired[Union[str, float, None]],
    'value': NotRequired[Union[str, float, None]],
    'unit': NotRequired[Union[str, float, None]],
    'canonical_value': NotRequired[Union[str, float, None]],
    'source_name': NotRequired[Union[str, float, None]],
    'bundle_id': NotRequired[Union[str, float, None]],
    'device': NotRequired[Union[str, float, None]],
    'user_entered': NotRequired[Union[str, float, None]],
    'sync_id': NotRequired[Union[str, float, None]],
    'sync_version': NotRequired[Union[str, float, None]],
    'modified_ms': NotRequired[Union[str, float, None]],
    'activity_type': NotRequired[Union[str, float, None]],
    'duration_s': NotRequired[Union[str, float, None]],
    'distance_m': NotRequired[Union[str, float, None]],
})

SyncChange6Versions = TypedDict('SyncChange6Versions', {
    'type': NotRequired[str],
    'day': NotRequired[str],
    'start_ms': NotRequired[str],
    'end_ms': NotRequired[str],
    'value': NotRequired[str],
    'unit': NotRequired[str],
    'canonical_value': NotRequired[str],
    'source_name': NotRequired[str],
    'bundle_id': NotRequired[str],
    'device': NotRequired[str],
    'user_entered': NotRequired[str],
    'sync_id': NotRequired[str],
    'sync_version': NotRequired[str],
    'modified_ms': NotRequired[str],
    'activity_type': NotRequired[str],
    'duration_s': NotRequired[str],
    'distance_m': NotRequired[str],
})

SyncChange6 = TypedDict('SyncChange6', {
    'kind': Literal['health_sample_healthkit'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange6Fields],
    'versions': NotRequired[SyncChange6Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange7Fields = SyncChange6Fields

SyncChange7Versions = SyncChange6Versions

SyncChange7 = TypedDict('SyncChange7', {
    'kind': Literal['health_sample_health_connect'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange7Fields],
    'versions': NotRequired[SyncChange7Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange8Fields = SyncChange6Fields

SyncChange8Versions = SyncChange6Versions

SyncChange8 = TypedDict('SyncChange8', {
    'kind': Literal['health_sample_apple_health_export'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange8Fields],
    'versions': NotRequired[SyncChange8Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange9Fields = TypedDict('SyncChange9Fields', {
    'workouts': NotRequired[Union[str, float, None]],
})

SyncChange9Versions = TypedDict('SyncChange9Versions', {
    'workouts': NotRequired[str],
})

SyncChange9 = TypedDict('SyncChange9', {
    'kind': Literal['weekly_goal'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange9Fields],
    'versions': NotRequired[SyncChange9Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange10Fields = TypedDict('SyncChange10Fields', {
    'day': NotRequired[Union[str, float, None]],
    'weight': NotRequired[Union[str, float, None]],
    'unit': NotRequired[Union[str, float, None]],
    'note': NotRequired[Union[str, float, None]],
})

SyncChange10Versions = TypedDict('SyncChange10Versions', {
    'day': NotRequired[str],
    'weight': NotRequired[str],
    'unit': NotRequired[str],
    'note': NotRequired[str],
})

SyncChange10 = TypedDict('SyncChange10', {
    'kind': Literal['weight'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange10Fields],
    'versions': NotRequired[SyncChange10Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange11Fields = TypedDict('SyncChange11Fields', {
    'day': NotRequired[Union[str, float, None]],
    'amount': NotRequired[Union[str, float, None]],
    'note': NotRequired[Union[str, float, None]],
    'creation_ms': NotRequired[Union[str, float, None]],
})

SyncChange11Versions = TypedDict('SyncChange11Versions', {
    'day': NotRequired[str],
    'amount': NotRequired[str],
    'note': NotRequired[str],
    'creation_ms': NotRequired[str],
})

SyncChange11 = TypedDict('SyncChange11', {
    'kind': Literal['calories'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange11Fields],
    'versions': NotRequired[SyncChange11Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange12Fields = SyncChange11Fields

SyncChange12Versions = SyncChange11Versions

SyncChange12 = TypedDict('SyncChange12', {
    'kind': Literal['steps'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange12Fields],
    'versions': NotRequired[SyncChange12Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange13Fields = TypedDict('SyncChange13Fields', {
    'target': NotRequired[Union[str, float, None]],
    'unit': NotRequired[Union[str, float, None]],
    'direction': NotRequired[Union[str, float, None]],
    'start_value': NotRequired[Union[str, float, None]],
    'start_day': NotRequired[Union[str, float, None]],
    'goal_day': NotRequired[Union[str, float, None]],
})

SyncChange13Versions = TypedDict('SyncChange13Versions', {
    'target': NotRequired[str],
    'unit': NotRequired[str],
    'direction': NotRequired[str],
    'start_value': NotRequired[str],
    'start_day': NotRequired[str],
    'goal_day': NotRequired[str],
})

SyncChange13 = TypedDict('SyncChange13', {
    'kind': Literal['goal'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange13Fields],
    'versions': NotRequired[SyncChange13Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange14Fields = TypedDict('SyncChange14Fields', {
    'name': NotRequired[Union[str, float, None]],
    'profile': NotRequired[Union[str, float, None]],
    'optimize': NotRequired[Union[str, float, None]],
    'distance': NotRequired[Union[str, float, None]],
    'duration': NotRequired[Union[str, float, None]],
    'geometry': NotRequired[Union[str, float, None]],
    'creation_ms': NotRequired[Union[str, float, None]],
    'update_ms': NotRequired[Union[str, float, None]],
    'stops': NotRequired[List[Dict[str, Union[str, float, None]]]],
    'legs': NotRequired[List[Dict[str, Union[str, float, None]]]],
    'steps': NotRequired[List[Dict[str, Union[str, float, None]]]],
})

SyncChange14Versions = TypedDict('SyncChange14Versions', {
    'name': NotRequired[str],
    'profile': NotRequired[str],
    'optimize': NotRequired[str],
    'distance': NotRequired[str],
    'duration': NotRequired[str],
    'geometry': NotRequired[str],
    'creation_ms': NotRequired[str],
    'update_ms': NotRequired[str],
    'stops': NotRequired[str],
    'legs': NotRequired[str],
    'steps': NotRequired[str],
})

SyncChange14 = TypedDict('SyncChange14', {
    'kind': Literal['route'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange14Fields],
    'versions': NotRequired[SyncChange14Versions],
    'removed': NotRequired[Union[str, None]],
})

SyncChange15Fields = TypedDict('SyncChange15Fields', {
    'name': NotRequired[Union[str, float, None]],
    'phone': NotRequired[Union[str, float, None]],
    'email': NotRequired[Union[str, float, None]],
})

SyncChange15Versions = TypedDict('SyncChange15Versions', {
    'name': NotRequired[str],
    'phone': NotRequired[str],
    'email': NotRequired[str],
})

SyncChange15 = TypedDict('SyncChange15', {
    'kind': Literal['account'],
    'id': str,
    'version': NotRequired[Union[str, None]],
    'fields': NotRequired[SyncChange15Fields],
    'versions': NotRequired[SyncChange15Versions],
    'removed': NotRequired[Union[str, None]],
})

ChangesSaveRequest = TypedDict('ChangesSaveRequest', {
    'kind': Literal['changes'],
    'changes': List[Union[SyncChange1, SyncChange2, SyncChange3, SyncChange4, SyncChange5, SyncChange6, SyncChange7, SyncChange8, SyncChange9, SyncChange10, SyncChange11, SyncChange12, SyncChange13, SyncChange14, SyncChange15]],
    'cursor': NotRequired[Union[str, None]],
    'peer': NotRequired[str],
    'site': NotRequired[str],
    'more': NotRequired[bool],
    'request_id': NotRequired[str],
})

ChangesSaveAnswerConflictsItem = TypedDict('ChangesSaveAnswerConflictsItem', {
    'rule': Literal['name_clash', 'one_weight_per_day'],
    'kind': str,
    'id': str,
    'field': str,
    'value': NotRequired[Any],
    'was': NotRequired[Any],
    'kept': NotRequired[str],
})

ChangesSaveAnswer = TypedDict('ChangesSaveAnswer', {
    'kind': Literal['changes'],
    'applied': int,
    'skipped': int,
    'parked': int,
    'conflicts': List[ChangesSaveAnswerConflictsItem],
})

ChangesLoadRequest = TypedDict('ChangesLoadRequest', {
    'kind': Literal['changes'],
    'since': NotRequired[Union[str, None]],
    'limit': NotRequired[int],
    'peer': NotRequired[str],
    'request_id': NotRequired[str],
})

ChangesLoadAnswer = TypedDict('ChangesLoadAnswer', {
    'kind': Literal['changes'],
    'site': str,
    'changes': List[Union[SyncChange1, SyncChange2, SyncChange3, SyncChange4, SyncChange5, SyncChange6, SyncChange7, SyncChange8, SyncChange9, SyncChange10, SyncChange11, SyncChange12, SyncChange13, SyncChange14, SyncChange15]],
    'cursor': str,
    'more': bool,
})

CompletionSaveRecord = TypedDict('CompletionSaveRecord', {
    'id': NotRequired[str],
    'workout_id': NotRequired[str],
    'duration': NotRequired[int],
    'date': NotRequired[str],
    'calories': NotRequired[Union[float, None]],
    'distance': NotRequired[Union[float, None]],
    'body_weight_kg': NotRequired[Union[float, None]],
    'estimated_calories': NotRequired[Union[float, None]],
    'calories_measured': NotRequired[bool],
})

CompletionSaveRequest1 = TypedDict('CompletionSaveRequest1', {
    'kind': Literal['completion'],
    'completion': CompletionSaveRecord,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

CompletionSaveRequest2 = TypedDict('CompletionSaveRequest2', {
    'kind': Literal['completion'],
    'items': List[CompletionSaveRecord],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

CompletionRecord = TypedDict('CompletionRecord', {
    'id': str,
    'workout_id': str,
    'duration': float,
    'date': str,
    'body_weight_kg': float,
    'calories': float,
    'estimated_calories': float,
    'calories_measured': bool,
    'distance': Union[float, None],
})

CompletionSaveAnswer1 = TypedDict('CompletionSaveAnswer1', {
    'kind': Literal['completion'],
    'completion': CompletionRecord,
})

CompletionSaveAnswer2 = TypedDict('CompletionSaveAnswer2', {
    'kind': Literal['completion'],
    'items': List[CompletionRecord],
})

CompletionLoadRequest1 = TypedDict('CompletionLoadRequest1', {
    'kind': Literal['completion'],
    'id': str,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

CompletionLoadRequest2 = TypedDict('CompletionLoadRequest2', {
    'kind': Literal['completion'],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'workout_id': NotRequired[str],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

CompletionLoadAnswer1 = CompletionSaveAnswer1

CompletionLoadAnswer2 = TypedDict('CompletionLoadAnswer2', {
    'kind': Literal['completion'],
    'items': List[CompletionRecord],
    'total': int,
})

CompletionRemoveRequest = TypedDict('CompletionRemoveRequest', {
    'kind': Literal['completion'],
    'id': str,
    'request_id': NotRequired[str],
})

CompletionRemoveAnswer = AccountRemoveAnswer

ExerciseSaveRecord = TypedDict('ExerciseSaveRecord', {
    'id': NotRequired[str],
    'name': NotRequired[str],
    'tags': NotRequired[Union[List[str], None]],
    'creation_date': NotRequired[str],
})

ExerciseSaveRequest1 = TypedDict('ExerciseSaveRequest1', {
    'kind': Literal['exercise'],
    'exercise': ExerciseSaveRecord,
    'request_id': NotRequired[str],
})

ExerciseSaveRequest2 = TypedDict('ExerciseSaveRequest2', {
    'kind': Literal['exercise'],
    'items': List[ExerciseSaveRecord],
    'request_id': NotRequired[str],
})

ExerciseRecord = TypedDict('ExerciseRecord', {
    'id': str,
    'name': str,
    'tags': List[str],
    'creation_date': str,
})

ExerciseSaveAnswer1 = TypedDict('ExerciseSaveAnswer1', {
    'kind': Literal['exercise'],
    'exercise': ExerciseRecord,
})

ExerciseSaveAnswer2 = TypedDict('ExerciseSaveAnswer2', {
    'kind': Literal['exercise'],
    'items': List[ExerciseRecord],
})

ExerciseLoadRequest1 = TypedDict('ExerciseLoadRequest1', {
    'kind': Literal['exercise'],
    'id': str,
    'request_id': NotRequired[str],
})

ExerciseLoadRequest2 = TypedDict('ExerciseLoadRequest2', {
    'kind': Literal['exercise'],
    'tag': NotRequired[str],
    'name_prefix': NotRequired[str],
    'name': NotRequired[str],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

ExerciseLoadAnswer1 = ExerciseSaveAnswer1

ExerciseLoadAnswer2 = TypedDict('ExerciseLoadAnswer2', {
    'kind': Literal['exercise'],
    'items': List[ExerciseRecord],
    'total': int,
})

ExerciseRemoveRequest = ExerciseLoadRequest1

ExerciseRemoveAnswer = AccountRemoveAnswer

ExerciseHistoryLoadRequest = TypedDict('ExerciseHistoryLoadRequest', {
    'kind': Literal['exercise_history'],
    'exercise_id': str,
    'unit': NotRequired[Literal['kg', 'lb']],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

ExerciseHistoryLoadAnswerItemsItem = TypedDict('ExerciseHistoryLoadAnswerItemsItem', {
    'record_id': str,
    'routine_id': Union[str, None],
    'creation_date': str,
    'completion_date': Union[str, None],
    'set_records': List[SetRecord],
})

ExerciseHistoryLoadAnswer = TypedDict('ExerciseHistoryLoadAnswer', {
    'kind': Literal['exercise_history'],
    'exercise_id': str,
    'total': int,
    'unit': NotRequired[Literal['kg', 'lb']],
    'items': List[ExerciseHistoryLoadAnswerItemsItem],
})

GoalSaveRequestGoal = TypedDict('GoalSaveRequestGoal', {
    'category': Literal['weight', 'calories', 'steps'],
    'target': NotRequired[float],
    'unit': NotRequired[Literal['kg', 'lb']],
    'direction': NotRequired[Literal['lose', 'gain', 'keep']],
    'date': NotRequired[Union[str, None]],
    'start': NotRequired[Union[float, None]],
    'start_date': NotRequired[Union[str, None]],
    'progress': NotRequired[Union[Dict[str, Any], None]],
})

GoalSaveRequest = TypedDict('GoalSaveRequest', {
    'kind': Literal['goal'],
    'goal': GoalSaveRequestGoal,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

GoalSaveAnswer = TypedDict('GoalSaveAnswer', {
    'kind': Literal['goal'],
    'goal': GoalRecord,
    'created': NotRequired[bool],
})

GoalLoadRequest1 = TypedDict('GoalLoadRequest1', {
    'kind': Literal['goal'],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

GoalLoadRequest2 = TypedDict('GoalLoadRequest2', {
    'kind': Literal['goal'],
    'category': Literal['weight', 'calories', 'steps'],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

GoalLoadAnswer1 = TypedDict('GoalLoadAnswer1', {
    'kind': Literal['goal'],
    'items': List[GoalRecord],
    'total': NotRequired[int],
})

GoalLoadAnswer2 = TypedDict('GoalLoadAnswer2', {
    'kind': Literal['goal'],
    'goal': GoalRecord,
})

GoalRemoveRequest = TypedDict('GoalRemoveRequest', {
    'kind': Literal['goal'],
    'category': Literal['weight', 'calories', 'steps'],
    'request_id': NotRequired[str],
})

GoalRemoveAnswer = AccountRemoveAnswer

HealthAnchorLoadRequest = TypedDict('HealthAnchorLoadRequest', {
    'kind': Literal['health_anchor'],
    'platform': Literal['healthkit', 'health_connect', 'apple_health_export'],
    'type': str,
    'request_id': NotRequired[str],
})

HealthAnchorLoadAnswer = TypedDict('HealthAnchorLoadAnswer', {
    'kind': Literal['health_anchor'],
    'platform': Literal['healthkit', 'health_connect', 'apple_health_export'],
    'type': str,
    'anchor': Union[str, None],
})

HealthExportSaveRequestHealthExportAckItem = TypedDict('HealthExportSaveRequestHealthExportAckItem', {
    'client_record_id': str,
    'version': int,
    'platform_id': NotRequired[str],
})

HealthExportSaveRequestHealthExport = TypedDict('HealthExportSaveRequestHealthExport', {
    'platform': Literal['healthkit', 'health_connect', 'apple_health_export'],
    'ack': List[HealthExportSaveRequestHealthExportAckItem],
})

HealthExportSaveRequest = TypedDict('HealthExportSaveRequest', {
    'kind': Literal['health_export'],
    'health_export': HealthExportSaveRequestHealthExport,
    'request_id': NotRequired[str],
})

HealthExportSaveAnswer = TypedDict('HealthExportSaveAnswer', {
    'kind': Literal['health_export'],
    'acknowledged': int,
})

HealthExportLoadRequest = TypedDict('HealthExportLoadRequest', {
    'kind': Literal['health_export'],
    'platform': Literal['healthkit', 'health_connect', 'apple_health_export'],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

HealthExportLoadAnswerWeightsItem = TypedDict('HealthExportLoadAnswerWeightsItem', {
    'client_record_id': str,
    'version': int,
    'platform_id': Union[str, None],
    'date': str,
    'time': str,
    'value': float,
    'unit': Literal['kg', 'lb'],
})

HealthExportLoadAnswerWorkoutsItem = TypedDict('HealthExportLoadAnswerWorkoutsItem', {
    'client_record_id': str,
    'version': int,
    'platform_id': Union[str, None],
    'activity_type': str,
    'start': str,
    'end': str,
    'duration': int,
    'energy': float,
    'energy_unit': Literal['kcal'],
})

HealthExportLoadAnswerDeletedItem = TypedDict('HealthExportLoadAnswerDeletedItem', {
    'client_record_id': str,
    'version': int,
    'platform_id': Union[str, None],
})

HealthExportLoadAnswer = TypedDict('HealthExportLoadAnswer', {
    'kind': Literal['health_export'],
    'platform': Literal['healthkit', 'health_connect', 'apple_health_export'],
    'weights': List[HealthExportLoadAnswerWeightsItem],
    'workouts': List[HealthExportLoadAnswerWorkoutsItem],
    'deleted': List[HealthExportLoadAnswerDeletedItem],
})

HealthPolicySaveRequestHealthPolicy = TypedDict('HealthPolicySaveRequestHealthPolicy', {
    'type': str,
    'sources': List[str],
})

HealthPolicySaveRequest = TypedDict('HealthPolicySaveRequest', {
    'kind': Literal['health_policy'],
    'health_policy': HealthPolicySaveRequestHealthPolicy,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

HealthPolicySaveAnswerHealthPolicy = HealthPolicySaveRequestHealthPolicy

HealthPolicySaveAnswer = TypedDict('HealthPolicySaveAnswer', {
    'kind': Literal['health_policy'],
    'health_policy': NotRequired[HealthPolicySaveAnswerHealthPolicy],
    'days_recomputed': int,
})

HealthPolicyLoadRequest = TypedDict('HealthPolicyLoadRequest', {
    'kind': Literal['health_policy'],
    'type': NotRequired[str],
    'request_id': NotRequired[str],
})

HealthPolicyLoadAnswerItemsItem = HealthPolicySaveRequestHealthPolicy

HealthPolicyLoadAnswer = TypedDict('HealthPolicyLoadAnswer', {
    'kind': Literal['health_policy'],
    'items': List[HealthPolicyLoadAnswerItemsItem],
})

HealthSamplesSaveRequestHealthSamplesSamplesItemSource = TypedDict('HealthSamplesSaveRequestHealthSamplesSamplesItemSource', {
    'name': NotRequired[str],
    'bundle_id': NotRequired[str],
    'device': NotRequired[str],
})

HealthSamplesSaveRequestHealthSamplesSamplesItem = TypedDict('HealthSamplesSaveRequestHealthSamplesSamplesItem', {
    'id': str,
    'source': HealthSamplesSaveRequestHealthSamplesSamplesItemSource,
    'was_user_entered': NotRequired[bool],
    'sync_identifier': NotRequired[str],
    'sync_version': NotRequired[int],
    'last_modified': NotRequired[str],
    'metadata': NotRequired[Dict[str, Any]],
    'type': str,
    'start': str,
    'end': str,
    'value': float,
    'unit': str,
})

HealthSamplesSaveRequestHealthSamplesWorkoutsItemSource = HealthSamplesSaveRequestHealthSamplesSamplesItemSource

HealthSamplesSaveRequestHealthSamplesWorkoutsItem = TypedDict('HealthSamplesSaveRequestHealthSamplesWorkoutsItem', {
    'id': str,
    'source': HealthSamplesSaveRequestHealthSamplesWorkoutsItemSource,
    'was_user_entered': NotRequired[bool],
    'sync_identifier': NotRequired[str],
    'sync_version': NotRequired[int],
    'last_modified': NotRequired[str],
    'metadata': NotRequired[Dict[str, Any]],
    'activity_type': str,
    'start': str,
    'end': str,
    'duration': NotRequired[float],
    'energy': NotRequired[float],
    'energy_unit': NotRequired[str],
    'distance': NotRequired[float],
    'distance_unit': NotRequired[str],
})

HealthSamplesSaveRequestHealthSamplesAnchor = TypedDict('HealthSamplesSaveRequestHealthSamplesAnchor', {
    'type': str,
    'value': str,
})

HealthSamplesSaveRequestHealthSamplesFullWindow = TypedDict('HealthSamplesSaveRequestHealthSamplesFullWindow', {
    'from': str,
    'to': str,
    'types': NotRequired[List[str]],
})

HealthSamplesSaveRequestHealthSamples = TypedDict('HealthSamplesSaveRequestHealthSamples', {
    'platform': Literal['healthkit', 'health_connect', 'apple_health_export'],
    'samples': NotRequired[List[HealthSamplesSaveRequestHealthSamplesSamplesItem]],
    'workouts': NotRequired[List[HealthSamplesSaveRequestHealthSamplesWorkoutsItem]],
    'deleted': NotRequired[List[str]],
    'anchor': NotRequired[HealthSamplesSaveRequestHealthSamplesAnchor],
    'full_window': NotRequired[HealthSamplesSaveRequestHealthSamplesFullWindow],
})

HealthSamplesSaveRequest = TypedDict('HealthSamplesSaveRequest', {
    'kind': Literal['health_samples'],
    'health_samples': HealthSamplesSaveRequestHealthSamples,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

HealthSamplesSaveAnswer = TypedDict('HealthSamplesSaveAnswer', {
    'kind': Literal['health_samples'],
    'added': int,
    'updated': int,
    'unchanged': int,
    'removed': int,
    'echoes': int,
    'days_recomputed': int,
})

ImageLoadRequest = TypedDict('ImageLoadRequest', {
    'kind': Literal['image'],
    'url': str,
    'refresh': NotRequired[bool],
    'cache_only': NotRequired[bool],
    'timeout_ms': NotRequired[int],
    'request_id': NotRequired[str],
})

ImageLoadAnswerImage = TypedDict('ImageLoadAnswerImage', {
    'url': str,
    'size': int,
    'data_base64': str,
})

ImageLoadAnswer = TypedDict('ImageLoadAnswer', {
    'kind': Literal['image'],
    'image': ImageLoadAnswerImage,
    'source': NotRequired[Literal['cache', 'remote']],
    'stale': NotRequired[bool],
    'cached_at': NotRequired[str],
})

ImageRemoveRequest1 = TypedDict('ImageRemoveRequest1', {
    'kind': Literal['image'],
    'cache': Literal['all'],
    'request_id': NotRequired[str],
})

ImageRemoveRequest2 = TypedDict('ImageRemoveRequest2', {
    'kind': Literal['image'],
    'url': str,
    'request_id': NotRequired[str],
})

ImageRemoveAnswer = AccountRemoveAnswer

LeagueLoadRequest = TypedDict('LeagueLoadRequest', {
    'kind': Literal['league'],
    'request_id': NotRequired[str],
})

LeagueLoadAnswerItemsItem = TypedDict('LeagueLoadAnswerItemsItem', {
    'id': str,
    'name': str,
    'logo_url': NotRequired[Union[str, None]],
    'data_source': Literal['FlashLive', 'TransferMarket'],
})

LeagueLoadAnswer = TypedDict('LeagueLoadAnswer', {
    'kind': Literal['league'],
    'items': List[LeagueLoadAnswerItemsItem],
    'total': int,
    'saved_to_cache': NotRequired[bool],
})

LeagueRemoveRequest = TypedDict('LeagueRemoveRequest', {
    'kind': Literal['league'],
    'cache': NotRequired[Literal['expired', 'all']],
    'request_id': NotRequired[str],
})

LeagueRemoveAnswer = AccountRemoveAnswer

NextTargetsLoadRequestReps = TypedDict('NextTargetsLoadRequestReps', {
    'min': NotRequired[int],
    'max': NotRequired[int],
})

NextTargetsLoadRequest = TypedDict('NextTargetsLoadRequest', {
    'kind': Literal['next_targets'],
    'routine_id': str,
    'unit': NotRequired[Literal['kg', 'lb']],
    'reps': NotRequired[NextTargetsLoadRequestReps],
    'request_id': NotRequired[str],
})

NextTargetsLoadAnswerItemsItemReps = TypedDict('NextTargetsLoadAnswerItemsItemReps', {
    'min': int,
    'max': int,
})

NextTargetsLoadAnswerItemsItem = TypedDict('NextTargetsLoadAnswerItemsItem', {
    'exercise_id': str,
    'name': str,
    'action': Literal['increase', 'keep', 'deload', 'start'],
    'weight': Union[float, None],
    'unit': Literal['kg', 'lb'],
    'reps': NextTargetsLoadAnswerItemsItemReps,
    'sets': NotRequired[int],
    'reason': str,
    'last': NotRequired[Any],
})

NextTargetsLoadAnswer = TypedDict('NextTargetsLoadAnswer', {
    'kind': Literal['next_targets'],
    'routine_id': str,
    'items': List[NextTargetsLoadAnswerItemsItem],
})

PersonalRecordLoadRequest = TypedDict('PersonalRecordLoadRequest', {
    'kind': Literal['personal_record'],
    'exercise_id': str,
    'unit': NotRequired[Literal['kg', 'lb']],
    'request_id': NotRequired[str],
})

PersonalRecordLoadAnswerPersonalRecordEstimatedOneRepMax = TypedDict('PersonalRecordLoadAnswerPersonalRecordEstimatedOneRepMax', {
    'value': float,
    'record_id': str,
    'set_record': SetRecord,
})

PersonalRecordLoadAnswerPersonalRecordHeaviestWeight = PersonalRecordLoadAnswerPersonalRecordEstimatedOneRepMax

PersonalRecordLoadAnswerPersonalRecordMostReps = PersonalRecordLoadAnswerPersonalRecordEstimatedOneRepMax

PersonalRecordLoadAnswerPersonalRecordBestSetVolume = PersonalRecordLoadAnswerPersonalRecordEstimatedOneRepMax

PersonalRecordLoadAnswerPersonalRecord = TypedDict('PersonalRecordLoadAnswerPersonalRecord', {
    'exercise_id': str,
    'unit': Literal['kg', 'lb'],
    'estimated_one_rep_max': Union[PersonalRecordLoadAnswerPersonalRecordEstimatedOneRepMax, None],
    'heaviest_weight': Union[PersonalRecordLoadAnswerPersonalRecordHeaviestWeight, None],
    'most_reps': Union[PersonalRecordLoadAnswerPersonalRecordMostReps, None],
    'best_set_volume': Union[PersonalRecordLoadAnswerPersonalRecordBestSetVolume, None],
})

PersonalRecordLoadAnswer = TypedDict('PersonalRecordLoadAnswer', {
    'kind': Literal['personal_record'],
    'personal_record': PersonalRecordLoadAnswerPersonalRecord,
})

PlaceLoadRequestFocus = TypedDict('PlaceLoadRequestFocus', {
    'lat': float,
    'lon': float,
})

PlaceLoadRequest = TypedDict('PlaceLoadRequest', {
    'kind': Literal['place'],
    'query': str,
    'focus': NotRequired[PlaceLoadRequestFocus],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'profile': NotRequired[Literal['car', 'bike', 'foot']],
    'request_id': NotRequired[str],
})

PlaceLoadAnswerItemsItem = TypedDict('PlaceLoadAnswerItemsItem', {
    'name': str,
    'kind': Literal['place', 'street', 'poi', 'address'],
    'lat': float,
    'lon': float,
    'category': NotRequired[str],
    'street': NotRequired[str],
    'matched_name': NotRequired[str],
    'matched_key': NotRequired[str],
    'matched_language': NotRequired[str],
    'match': Literal['exact', 'prefix', 'fuzzy'],
    'distance': NotRequired[float],
})

PlaceLoadAnswer = TypedDict('PlaceLoadAnswer', {
    'kind': Literal['place'],
    'items': List[PlaceLoadAnswerItemsItem],
})

PlayerLoadRequest = TypedDict('PlayerLoadRequest', {
    'kind': Literal['player'],
    'team_id': str,
    'data_source': NotRequired[Literal['FlashLive', 'TransferMarket']],
    'refresh': NotRequired[bool],
    'cache_only': NotRequired[bool],
    'timeout_ms': NotRequired[int],
    'request_id': NotRequired[str],
})

PlayerLoadAnswerItemsItem = TypedDict('PlayerLoadAnswerItemsItem', {
    'id': str,
    'name': str,
    'number': NotRequired[Union[int, None]],
    'position': str,
    'nationality': NotRequired[Union[str, None]],
    'photo_url': NotRequired[Union[str, None]],
    'data_source': Literal['FlashLive', 'TransferMarket'],
})

PlayerLoadAnswer = TypedDict('PlayerLoadAnswer', {
    'kind': Literal['player'],
    'team_id': str,
    'items': List[PlayerLoadAnswerItemsItem],
    'total': int,
    'source': NotRequired[Literal['cache', 'remote']],
    'stale': NotRequired[bool],
    'cached_at': NotRequired[str],
})

PlayerRemoveRequest1 = TypedDict('PlayerRemoveRequest1', {
    'kind': Literal['player'],
    'cache': Literal['expired', 'all'],
    'request_id': NotRequired[str],
})

PlayerRemoveRequest2 = TypedDict('PlayerRemoveRequest2', {
    'kind': Literal['player'],
    'team_id': str,
    'request_id': NotRequired[str],
})

PlayerRemoveAnswer = AccountRemoveAnswer

ProgressSummaryLoadRequest = TypedDict('ProgressSummaryLoadRequest', {
    'kind': Literal['progress_summary'],
    'period': Literal['week', 'month', 'year', 'custom'],
    'date': NotRequired[str],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'unit': NotRequired[Literal['kg', 'lb']],
    'format': NotRequired[Literal['json', 'text', 'svg']],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

ProgressSummaryLoadAnswerProgressSummary = TypedDict('ProgressSummaryLoadAnswerProgressSummary', {
    'period': str,
    'from': str,
    'to': str,
    'unit': Literal['kg', 'lb'],
})

ProgressSummaryLoadAnswer = TypedDict('ProgressSummaryLoadAnswer', {
    'kind': Literal['progress_summary'],
    'progress_summary': ProgressSummaryLoadAnswerProgressSummary,
    'text': NotRequired[str],
    'svg': NotRequired[str],
})

RecommendationLoadRequest = TypedDict('RecommendationLoadRequest', {
    'kind': Literal['recommendation'],
    'limit': NotRequired[int],
    'minutes': NotRequired[int],
    'equipment': NotRequired[List[str]],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

RecommendationLoadAnswerItemsItem = TypedDict('RecommendationLoadAnswerItemsItem', {
    'type': Literal['workout', 'routine'],
    'id': str,
    'name': str,
    'score': int,
    'reasons': List[str],
})

RecommendationLoadAnswer = TypedDict('RecommendationLoadAnswer', {
    'kind': Literal['recommendation'],
    'items': List[RecommendationLoadAnswerItemsItem],
})

RequestLoadRequest = TypedDict('RequestLoadRequest', {
    'kind': Literal['request'],
    'request_id': str,
})

RequestLoadAnswerRequest = TypedDict('RequestLoadAnswerRequest', {
    'request_id': str,
    'phase': str,
    'done': int,
    'total': NotRequired[int],
    'elapsed_ms': int,
    'cancelled': bool,
})

RequestLoadAnswer = TypedDict('RequestLoadAnswer', {
    'kind': Literal['request'],
    'request': RequestLoadAnswerRequest,
})

RequestRemoveRequest = RequestLoadRequest

RequestRemoveAnswerRequest = RequestLoadAnswerRequest

RequestRemoveAnswer = TypedDict('RequestRemoveAnswer', {
    'kind': Literal['request'],
    'request': RequestRemoveAnswerRequest,
})

RoadNetworkSaveRequestRoadNetwork = TypedDict('RoadNetworkSaveRequestRoadNetwork', {
    'path': str,
    'profile': NotRequired[Literal['car', 'bike', 'foot']],
    'restrictions_at': NotRequired[str],
})

RoadNetworkSaveRequest = TypedDict('RoadNetworkSaveRequest', {
    'kind': Literal['road_network'],
    'road_network': RoadNetworkSaveRequestRoadNetwork,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

RoadNetworkRecord = TypedDict('RoadNetworkRecord', {
    'profile': Literal['car', 'bike', 'foot'],
    'version': Any,
    'source': str,
    'creation_date': str,
    'bytes': NotRequired[int],
    'vertices': NotRequired[int],
    'arcs': NotRequired[int],
    'turns': NotRequired[int],
    'shortcuts': NotRequired[int],
    'restrictions': NotRequired[int],
    'skipped_restrictions': NotRequired[int],
})

RoadNetworkSaveAnswer = TypedDict('RoadNetworkSaveAnswer', {
    'kind': Literal['road_network'],
    'road_network': RoadNetworkRecord,
})

RoadNetworkLoadRequest1 = TypedDict('RoadNetworkLoadRequest1', {
    'kind': Literal['road_network'],
    'request_id': NotRequired[str],
})

RoadNetworkLoadRequest2 = TypedDict('RoadNetworkLoadRequest2', {
    'kind': Literal['road_network'],
    'profile': Literal['car', 'bike', 'foot'],
    'request_id': NotRequired[str],
})

RoadNetworkLoadAnswer1 = TypedDict('RoadNetworkLoadAnswer1', {
    'kind': Literal['road_network'],
    'items': List[RoadNetworkRecord],
    'total': int,
})

RoadNetworkLoadAnswer2 = RoadNetworkSaveAnswer

RoadNetworkRemoveRequest = RoadNetworkLoadRequest2

RoadNetworkRemoveAnswer = AccountRemoveAnswer

RouteSaveRequestRouteStopsItem = TypedDict('RouteSaveRequestRouteStopsItem', {
    'lat': float,
    'lon': float,
    'name': NotRequired[Union[str, None]],
})

RouteSaveRequestRoute = TypedDict('RouteSaveRequestRoute', {
    'id': NotRequired[str],
    'name': NotRequired[str],
    'stops': NotRequired[List[RouteSaveRequestRouteStopsItem]],
    'profile': NotRequired[Literal['car', 'bike', 'foot']],
    'optimize': NotRequired[Literal['none', 'keep_first_last', 'keep_first', 'round_trip']],
    'distance': NotRequired[float],
    'duration': NotRequired[float],
    'geometry': NotRequired[str],
    'order': NotRequired[List[Any]],
    'legs': NotRequired[List[Any]],
    'creation_date': NotRequired[str],
    'update_date': NotRequired[str],
    'steps': NotRequired[bool],
})

RouteSaveRequest = TypedDict('RouteSaveRequest', {
    'kind': Literal['route'],
    'route': RouteSaveRequestRoute,
    'request_id': NotRequired[str],
})

RouteRecordStopsItem = RouteSaveRequestRouteStopsItem

RouteRecordLegsItemStepsItemManeuver = TypedDict('RouteRecordLegsItemStepsItemManeuver', {
    'type': Literal['depart', 'arrive', 'turn', 'new name', 'continue', 'merge', 'on ramp', 'off ramp', 'fork', 'end of road', 'roundabout', 'rotary'],
    'modifier': NotRequired[Literal['straight', 'slight left', 'slight right', 'left', 'right', 'sharp left', 'sharp right', 'uturn']],
    'location': List[float],
    'bearing_before': float,
    'bearing_after': float,
    'exit': NotRequired[int],
})

RouteRecordLegsItemStepsItem = TypedDict('RouteRecordLegsItemStepsItem', {
    'distance': float,
    'duration': float,
    'geometry': NotRequired[Any],
    'name': str,
    'ref': str,
    'class': str,
    'mode': Literal['driving', 'cycling', 'walking'],
    'classes': NotRequired[List[Literal['toll', 'motorway', 'ferry', 'tunnel', 'motorroad']]],
    'maneuver': RouteRecordLegsItemStepsItemManeuver,
    'instruction': str,
})

RouteRecordLegsItem = TypedDict('RouteRecordLegsItem', {
    'from': int,
    'to': int,
    'distance': float,
    'duration': float,
    'geometry': NotRequired[Any],
    'classes': NotRequired[List[Literal['toll', 'motorway', 'ferry', 'tunnel', 'motorroad']]],
    'steps': NotRequired[List[RouteRecordLegsItemStepsItem]],
})

RouteRecord = TypedDict('RouteRecord', {
    'id': str,
    'name': str,
    'stops': List[RouteRecordStopsItem],
    'profile': Literal['car', 'bike', 'foot'],
    'optimize': Literal['none', 'keep_first_last', 'keep_first', 'round_trip'],
    'distance': float,
    'duration': float,
    'classes': NotRequired[List[Literal['toll', 'motorway', 'ferry', 'tunnel', 'motorroad']]],
    'geometry': Union[str, Dict[str, Any], None],
    'order': List[int],
    'legs': List[RouteRecordLegsItem],
    'creation_date': str,
    'update_date': str,
})

RouteSaveAnswer = TypedDict('RouteSaveAnswer', {
    'kind': Literal['route'],
    'route': RouteRecord,
    'created': bool,
})

RouteLoadRequest1 = TypedDict('RouteLoadRequest1', {
    'kind': Literal['route'],
    'id': str,
    'geometry': NotRequired[Literal['polyline5', 'polyline6', 'geojson', 'none']],
    'format': NotRequired[Literal['gpx', 'geojson']],
    'request_id': NotRequired[str],
})

RouteLoadRequest2 = TypedDict('RouteLoadRequest2', {
    'kind': Literal['route'],
    'name_prefix': NotRequired[str],
    'geometry': NotRequired[Literal['polyline5', 'polyline6', 'geojson', 'none']],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

RouteLoadAnswer1 = TypedDict('RouteLoadAnswer1', {
    'kind': Literal['route'],
    'route': RouteRecord,
})

RouteLoadAnswer2 = TypedDict('RouteLoadAnswer2', {
    'kind': Literal['route'],
    'format': Literal['gpx'],
    'gpx': str,
})

RouteLoadAnswer3 = TypedDict('RouteLoadAnswer3', {
    'kind': Literal['route'],
    'format': Literal['geojson'],
    'geojson': Dict[str, Any],
})

RouteLoadAnswer4 = TypedDict('RouteLoadAnswer4', {
    'kind': Literal['route'],
    'items': List[RouteRecord],
    'total': int,
    'limit': NotRequired[int],
    'offset': NotRequired[int],
})

RouteRemoveRequest = TypedDict('RouteRemoveRequest', {
    'kind': Literal['route'],
    'id': str,
    'request_id': NotRequired[str],
})

RouteRemoveAnswer = AccountRemoveAnswer

RouteRouteRequestStopsItem = RouteSaveRequestRouteStopsItem

RouteRouteRequest = TypedDict('RouteRouteRequest', {
    'kind': NotRequired[Literal['route']],
    'stops': List[RouteRouteRequestStopsItem],
    'profile': NotRequired[Literal['car', 'bike', 'foot']],
    'optimize': NotRequired[Literal['none', 'keep_first_last', 'keep_first', 'round_trip']],
    'geometry': NotRequired[Literal['polyline5', 'polyline6', 'geojson', 'none']],
    'leg_geometry': NotRequired[bool],
    'steps': NotRequired[bool],
    'format': NotRequired[Literal['gpx', 'geojson']],
    'request_id': NotRequired[str],
})

RouteRouteAnswer1 = TypedDict('RouteRouteAnswer1', {
    'kind': Literal['route'],
    'profile': Literal['car', 'bike', 'foot'],
    'format': Literal['gpx'],
    'gpx': str,
})

RouteRouteAnswer2 = TypedDict('RouteRouteAnswer2', {
    'kind': Literal['route'],
    'profile': Literal['car', 'bike', 'foot'],
    'format': Literal['geojson'],
    'geojson': Dict[str, Any],
})

RouteRouteAnswer3RouteLegsItemStepsItemManeuver = RouteRecordLegsItemStepsItemManeuver

RouteRouteAnswer3RouteLegsItemStepsItem = TypedDict('RouteRouteAnswer3RouteLegsItemStepsItem', {
    'distance': float,
    'duration': float,
    'geometry': NotRequired[Any],
    'name': str,
    'ref': str,
    'class': str,
    'mode': Literal['driving', 'cycling', 'walking'],
    'classes': NotRequired[List[Literal['toll', 'motorway', 'ferry', 'tunnel', 'motorroad']]],
    'maneuver': RouteRouteAnswer3RouteLegsItemStepsItemManeuver,
    'instruction': str,
})

RouteRouteAnswer3RouteLegsItem = TypedDict('RouteRouteAnswer3RouteLegsItem', {
    'from': int,
    'to': int,
    'distance': float,
    'duration': float,
    'geometry': NotRequired[Any],
    'classes': NotRequired[List[Literal['toll', 'motorway', 'ferry', 'tunnel', 'motorroad']]],
    'steps': NotRequired[List[RouteRouteAnswer3RouteLegsItemStepsItem]],
})

RouteRouteAnswer3Route = TypedDict('RouteRouteAnswer3Route', {
    'distance': float,
    'duration': float,
    'classes': NotRequired[List[Literal['toll', 'motorway', 'ferry', 'tunnel', 'motorroad']]],
    'geometry': NotRequired[Union[str, Dict[str, Any], None]],
    'legs': List[RouteRouteAnswer3RouteLegsItem],
})

RouteRouteAnswer3WaypointsItem = TypedDict('RouteRouteAnswer3WaypointsItem', {
    'waypoint_index': int,
    'location': List[float],
    'distance': float,
    'name': NotRequired[Any],
})

RouteRouteAnswer3 = TypedDict('RouteRouteAnswer3', {
    'kind': Literal['route'],
    'profile': Literal['car', 'bike', 'foot'],
    'optimize': Literal['none', 'keep_first_last', 'keep_first', 'round_trip'],
    'route': RouteRouteAnswer3Route,
    'waypoints': List[RouteRouteAnswer3WaypointsItem],
    'order': List[int],
})

RoutineSaveRecordExercisesItem = TypedDict('RoutineSaveRecordExercisesItem', {
    'id': NotRequired[str],
    'name': NotRequired[str],
})

RoutineSaveRecord = TypedDict('RoutineSaveRecord', {
    'id': NotRequired[str],
    'name': NotRequired[str],
    'exercises': NotRequired[List[RoutineSaveRecordExercisesItem]],
    'creation_date': NotRequired[str],
})

RoutineSaveRequest1 = TypedDict('RoutineSaveRequest1', {
    'kind': Literal['routine'],
    'routine': RoutineSaveRecord,
    'request_id': NotRequired[str],
})

RoutineSaveRequest2 = TypedDict('RoutineSaveRequest2', {
    'kind': Literal['routine'],
    'items': List[RoutineSaveRecord],
    'request_id': NotRequired[str],
})

RoutineRecordExercisesItem = TypedDict('RoutineRecordExercisesItem', {
    'id': str,
    'name': str,
})

RoutineRecord = TypedDict('RoutineRecord', {
    'id': str,
    'name': str,
    'creation_date': str,
    'exercises': List[RoutineRecordExercisesItem],
})

RoutineSaveAnswer1 = TypedDict('RoutineSaveAnswer1', {
    'kind': Literal['routine'],
    'routine': RoutineRecord,
})

RoutineSaveAnswer2 = TypedDict('RoutineSaveAnswer2', {
    'kind': Literal['routine'],
    'items': List[RoutineRecord],
})

RoutineLoadRequest1 = TypedDict('RoutineLoadRequest1', {
    'kind': Literal['routine'],
    'id': str,
    'request_id': NotRequired[str],
})

RoutineLoadRequest2 = TypedDict('RoutineLoadRequest2', {
    'kind': Literal['routine'],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

RoutineLoadAnswer1 = RoutineSaveAnswer1

RoutineLoadAnswer2 = TypedDict('RoutineLoadAnswer2', {
    'kind': Literal['routine'],
    'items': List[RoutineRecord],
    'total': int,
})

RoutineRemoveRequest = RoutineLoadRequest1

RoutineRemoveAnswer = AccountRemoveAnswer

RoutineFromRecordSaveRequestRoutineFromRecord = TypedDict('RoutineFromRecordSaveRequestRoutineFromRecord', {
    'record_id': str,
    'name': NotRequired[str],
})

RoutineFromRecordSaveRequest = TypedDict('RoutineFromRecordSaveRequest', {
    'kind': Literal['routine_from_record'],
    'routine_from_record': RoutineFromRecordSaveRequestRoutineFromRecord,
    'request_id': NotRequired[str],
})

RoutineFromRecordSaveAnswer = TypedDict('RoutineFromRecordSaveAnswer', {
    'kind': Literal['routine_from_record'],
    'routine': RoutineRecord,
    'routine_record': RoutineRecordRecord,
})

RoutineRecordSaveRequest1 = TypedDict('RoutineRecordSaveRequest1', {
    'kind': Literal['routine_record'],
    'routine_record': RoutineRecordSaveRecord,
    'request_id': NotRequired[str],
})

RoutineRecordSaveRequest2 = TypedDict('RoutineRecordSaveRequest2', {
    'kind': Literal['routine_record'],
    'items': List[RoutineRecordSaveRecord],
    'request_id': NotRequired[str],
})

RoutineRecordSaveAnswer1 = TypedDict('RoutineRecordSaveAnswer1', {
    'kind': Literal['routine_record'],
    'routine_record': RoutineRecordRecord,
})

RoutineRecordSaveAnswer2 = TypedDict('RoutineRecordSaveAnswer2', {
    'kind': Literal['routine_record'],
    'items': List[RoutineRecordRecord],
})

RoutineRecordLoadRequest1 = TypedDict('RoutineRecordLoadRequest1', {
    'kind': Literal['routine_record'],
    'id': str,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

RoutineRecordLoadRequest2 = TypedDict('RoutineRecordLoadRequest2', {
    'kind': Literal['routine_record'],
    'routine_id': NotRequired[str],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'finished': NotRequired[bool],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

RoutineRecordLoadAnswer1 = RoutineRecordSaveAnswer1

RoutineRecordLoadAnswer2 = TypedDict('RoutineRecordLoadAnswer2', {
    'kind': Literal['routine_record'],
    'items': List[RoutineRecordRecord],
    'total': int,
})

RoutineRecordRemoveRequest = TypedDict('RoutineRecordRemoveRequest', {
    'kind': Literal['routine_record'],
    'id': str,
    'request_id': NotRequired[str],
})

RoutineRecordRemoveAnswer = AccountRemoveAnswer

SeriesLoadRequest = TypedDict('SeriesLoadRequest', {
    'kind': Literal['series'],
    'category': Literal['weight', 'calories', 'steps'],
    'from': str,
    'to': str,
    'group': NotRequired[Literal['day', 'week', 'month']],
    'unit': NotRequired[Literal['kg', 'lb']],
    'request_id': NotRequired[str],
})

SeriesLoadAnswerPointsItem = TypedDict('SeriesLoadAnswerPointsItem', {
    'start': str,
    'label': str,
    'count': int,
    'sum': float,
    'min': float,
    'max': float,
    'mean': float,
})

SeriesLoadAnswerOverall = TypedDict('SeriesLoadAnswerOverall', {
    'count': int,
    'sum': float,
    'min': float,
    'max': float,
    'mean': float,
})

SeriesLoadAnswer = TypedDict('SeriesLoadAnswer', {
    'kind': Literal['series'],
    'category': Literal['weight', 'calories', 'steps'],
    'group': Literal['day', 'week', 'month'],
    'unit': NotRequired[Literal['kg', 'lb']],
    'points': List[SeriesLoadAnswerPointsItem],
    'overall': Union[SeriesLoadAnswerOverall, None],
})

SessionSaveRequest1Session = TypedDict('SessionSaveRequest1Session', {
    'username': str,
    'password': str,
})

SessionSaveRequest1 = TypedDict('SessionSaveRequest1', {
    'kind': Literal['session'],
    'session': SessionSaveRequest1Session,
    'request_id': NotRequired[str],
})

SessionSaveRequest2Session = TypedDict('SessionSaveRequest2Session', {
    'token': str,
})

SessionSaveRequest2 = TypedDict('SessionSaveRequest2', {
    'kind': Literal['session'],
    'session': SessionSaveRequest2Session,
    'request_id': NotRequired[str],
})

SessionSaveAnswerSession = TypedDict('SessionSaveAnswerSession', {
    'signed_in': Literal[True],
    'account': AccountRecord,
    'id': str,
    'token': NotRequired[str],
    'expires': str,
})

SessionSaveAnswer = TypedDict('SessionSaveAnswer', {
    'kind': Literal['session'],
    'session': SessionSaveAnswerSession,
})

SessionLoadRequest = TypedDict('SessionLoadRequest', {
    'kind': Literal['session'],
    'request_id': NotRequired[str],
})

SessionLoadAnswerSession1 = TypedDict('SessionLoadAnswerSession1', {
    'signed_in': Literal[False],
})

SessionLoadAnswerSession2SessionsItem = TypedDict('SessionLoadAnswerSession2SessionsItem', {
    'id': str,
    'created': str,
    'last_used': str,
    'expires': str,
    'current': bool,
})

SessionLoadAnswerSession2 = TypedDict('SessionLoadAnswerSession2', {
    'signed_in': Literal[True],
    'account': AccountRecord,
    'id': str,
    'sessions': List[SessionLoadAnswerSession2SessionsItem],
})

SessionLoadAnswer = TypedDict('SessionLoadAnswer', {
    'kind': Literal['session'],
    'session': Union[SessionLoadAnswerSession1, SessionLoadAnswerSession2],
})

SessionRemoveRequest = TypedDict('SessionRemoveRequest', {
    'kind': Literal['session'],
    'id': NotRequired[str],
    'request_id': NotRequired[str],
})

SessionRemoveAnswer = AccountRemoveAnswer

StatsLoadRequest = TypedDict('StatsLoadRequest', {
    'kind': Literal['stats'],
    'period': Literal['day', 'week', 'month', 'custom'],
    'date': NotRequired[str],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

StatsLoadAnswerStats = TypedDict('StatsLoadAnswerStats', {
    'from': str,
    'to': str,
    'calories_burned': float,
    'exercises_performed': int,
    'sets_performed': int,
    'total_volume_kg': float,
    'hours_trained': float,
    'workouts_completed': int,
    'weekly_goal': Union[int, None],
    'weekly_goal_progress': int,
    'weekly_goal_hours': float,
    'current_streak': int,
})

StatsLoadAnswer = TypedDict('StatsLoadAnswer', {
    'kind': Literal['stats'],
    'stats': StatsLoadAnswerStats,
})

StepsSaveRecord = CaloriesSaveRecord

StepsSaveRequest1 = TypedDict('StepsSaveRequest1', {
    'kind': Literal['steps'],
    'steps': StepsSaveRecord,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

StepsSaveRequest2 = TypedDict('StepsSaveRequest2', {
    'kind': Literal['steps'],
    'items': List[StepsSaveRecord],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

StepsSaveAnswer1 = TypedDict('StepsSaveAnswer1', {
    'kind': Literal['steps'],
    'steps': StepsRecord,
    'day_total': NotRequired[int],
    'created': NotRequired[bool],
})

StepsSaveAnswer2 = TypedDict('StepsSaveAnswer2', {
    'kind': Literal['steps'],
    'items': List[StepsRecord],
})

StepsLoadRequest1 = TypedDict('StepsLoadRequest1', {
    'kind': Literal['steps'],
    'id': str,
    'request_id': NotRequired[str],
})

StepsLoadRequest2 = TypedDict('StepsLoadRequest2', {
    'kind': Literal['steps'],
    'date': NotRequired[str],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

StepsLoadAnswer1 = TypedDict('StepsLoadAnswer1', {
    'kind': Literal['steps'],
    'steps': StepsRecord,
})

StepsLoadAnswer2 = TypedDict('StepsLoadAnswer2', {
    'kind': Literal['steps'],
    'items': List[StepsRecord],
    'total': int,
    'date': NotRequired[str],
    'day_total': NotRequired[int],
})

StepsRemoveRequest = StepsLoadRequest1

StepsRemoveAnswer = AccountRemoveAnswer

SyncStateLoadRequest = TypedDict('SyncStateLoadRequest', {
    'kind': Literal['sync_state'],
    'request_id': NotRequired[str],
})

SyncStateLoadAnswerSyncStateOldestPending = TypedDict('SyncStateLoadAnswerSyncStateOldestPending', {
    'kind': str,
    'id': str,
    'version': NotRequired[Union[str, None]],
})

SyncStateLoadAnswerSyncStatePeersItem = TypedDict('SyncStateLoadAnswerSyncStatePeersItem', {
    'site': str,
    'cursor': str,
})

SyncStateLoadAnswerSyncState = TypedDict('SyncStateLoadAnswerSyncState', {
    'site': str,
    'clock': str,
    'pending': int,
    'oldest_pending': Union[SyncStateLoadAnswerSyncStateOldestPending, None],
    'acknowledged': str,
    'peers': List[SyncStateLoadAnswerSyncStatePeersItem],
})

SyncStateLoadAnswer = TypedDict('SyncStateLoadAnswer', {
    'kind': Literal['sync_state'],
    'sync_state': SyncStateLoadAnswerSyncState,
})

TeamLoadRequest = TypedDict('TeamLoadRequest', {
    'kind': Literal['team'],
    'league_id': str,
    'refresh': NotRequired[bool],
    'cache_only': NotRequired[bool],
    'timeout_ms': NotRequired[int],
    'request_id': NotRequired[str],
})

TeamLoadAnswerItemsItem = LeagueLoadAnswerItemsItem

TeamLoadAnswer = TypedDict('TeamLoadAnswer', {
    'kind': Literal['team'],
    'league_id': str,
    'items': List[TeamLoadAnswerItemsItem],
    'total': int,
    'source': NotRequired[Literal['cache', 'remote']],
    'stale': NotRequired[bool],
    'cached_at': NotRequired[str],
})

TeamRemoveRequest1 = TypedDict('TeamRemoveRequest1', {
    'kind': Literal['team'],
    'cache': Literal['expired', 'all'],
    'request_id': NotRequired[str],
})

TeamRemoveRequest2 = TypedDict('TeamRemoveRequest2', {
    'kind': Literal['team'],
    'league_id': str,
    'request_id': NotRequired[str],
})

TeamRemoveAnswer = AccountRemoveAnswer

WeeklyGoalSaveRequestWeeklyGoal = TypedDict('WeeklyGoalSaveRequestWeeklyGoal', {
    'workouts': int,
})

WeeklyGoalSaveRequest = TypedDict('WeeklyGoalSaveRequest', {
    'kind': Literal['weekly_goal'],
    'weekly_goal': WeeklyGoalSaveRequestWeeklyGoal,
    'request_id': NotRequired[str],
})

WeeklyGoalSaveAnswerWeeklyGoal = WeeklyGoalSaveRequestWeeklyGoal

WeeklyGoalSaveAnswer = TypedDict('WeeklyGoalSaveAnswer', {
    'kind': Literal['weekly_goal'],
    'weekly_goal': WeeklyGoalSaveAnswerWeeklyGoal,
})

WeeklyGoalLoadRequest = TypedDict('WeeklyGoalLoadRequest', {
    'kind': Literal['weekly_goal'],
    'request_id': NotRequired[str],
})

WeeklyGoalLoadAnswerWeeklyGoal = WeeklyGoalSaveRequestWeeklyGoal

WeeklyGoalLoadAnswer = TypedDict('WeeklyGoalLoadAnswer', {
    'kind': Literal['weekly_goal'],
    'weekly_goal': Union[WeeklyGoalLoadAnswerWeeklyGoal, None],
})

WeightSaveRecord = TypedDict('WeightSaveRecord', {
    'id': NotRequired[str],
    'date': NotRequired[str],
    'weight': NotRequired[float],
    'unit': NotRequired[Literal['kg', 'lb']],
    'note': NotRequired[Union[str, None]],
})

WeightSaveRequest1 = TypedDict('WeightSaveRequest1', {
    'kind': Literal['weight'],
    'weight': WeightSaveRecord,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

WeightSaveRequest2 = TypedDict('WeightSaveRequest2', {
    'kind': Literal['weight'],
    'items': List[WeightSaveRecord],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

WeightSaveAnswer1 = TypedDict('WeightSaveAnswer1', {
    'kind': Literal['weight'],
    'weight': WeightRecord,
    'created': NotRequired[bool],
})

WeightSaveAnswer2 = TypedDict('WeightSaveAnswer2', {
    'kind': Literal['weight'],
    'saved': int,
    'created': int,
    'updated': int,
    'ids': List[str],
})

WeightLoadRequest1 = TypedDict('WeightLoadRequest1', {
    'kind': Literal['weight'],
    'id': str,
    'request_id': NotRequired[str],
    'unit': NotRequired[Literal['kg', 'lb']],
})

WeightLoadRequest2 = TypedDict('WeightLoadRequest2', {
    'kind': Literal['weight'],
    'date': NotRequired[str],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'latest': NotRequired[bool],
    'unit': NotRequired[Literal['kg', 'lb']],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

WeightLoadAnswer1 = TypedDict('WeightLoadAnswer1', {
    'kind': Literal['weight'],
    'weight': WeightRecord,
})

WeightLoadAnswer2 = TypedDict('WeightLoadAnswer2', {
    'kind': Literal['weight'],
    'items': List[WeightRecord],
    'total': int,
    'unit': NotRequired[Literal['kg', 'lb']],
})

WeightRemoveRequest = TypedDict('WeightRemoveRequest', {
    'kind': Literal['weight'],
    'id': str,
    'request_id': NotRequired[str],
})

WeightRemoveAnswer = AccountRemoveAnswer

WeightCsvSaveRequest = TypedDict('WeightCsvSaveRequest', {
    'kind': Literal['weight_csv'],
    'csv': str,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

WeightCsvSaveAnswer = TypedDict('WeightCsvSaveAnswer', {
    'kind': Literal['weight_csv'],
    'saved': int,
    'created': int,
    'updated': int,
})

WeightCsvLoadRequest = TypedDict('WeightCsvLoadRequest', {
    'kind': Literal['weight_csv'],
    'request_id': NotRequired[str],
})

WeightCsvLoadAnswer = TypedDict('WeightCsvLoadAnswer', {
    'kind': Literal['weight_csv'],
    'csv': str,
    'total': int,
})

WorkoutSaveRecord = TypedDict('WorkoutSaveRecord', {
    'id': NotRequired[str],
    'name': NotRequired[str],
    'category': NotRequired[Literal['strength', 'cardio', 'mobility']],
    'met': NotRequired[float],
    'instructions': NotRequired[Union[str, None]],
    'equipment': NotRequired[Union[List[str], None]],
    'muscles': NotRequired[Union[List[str], None]],
    'compendium_code': NotRequired[Union[str, None]],
    'built_in': NotRequired[bool],
    'creation_date': NotRequired[Union[str, None]],
})

WorkoutSaveRequest1 = TypedDict('WorkoutSaveRequest1', {
    'kind': Literal['workout'],
    'workout': WorkoutSaveRecord,
    'request_id': NotRequired[str],
})

WorkoutSaveRequest2 = TypedDict('WorkoutSaveRequest2', {
    'kind': Literal['workout'],
    'items': List[WorkoutSaveRecord],
    'request_id': NotRequired[str],
})

WorkoutRecord = TypedDict('WorkoutRecord', {
    'id': str,
    'name': str,
    'category': Literal['strength', 'cardio', 'mobility'],
    'instructions': NotRequired[str],
    'equipment': NotRequired[List[str]],
    'muscles': NotRequired[List[str]],
    'met': float,
    'compendium_code': NotRequired[Union[str, None]],
    'built_in': bool,
    'creation_date': NotRequired[Union[str, None]],
})

WorkoutSaveAnswer1 = TypedDict('WorkoutSaveAnswer1', {
    'kind': Literal['workout'],
    'workout': WorkoutRecord,
})

WorkoutSaveAnswer2 = TypedDict('WorkoutSaveAnswer2', {
    'kind': Literal['workout'],
    'items': List[WorkoutRecord],
})

WorkoutLoadRequest1 = TypedDict('WorkoutLoadRequest1', {
    'kind': Literal['workout'],
    'id': str,
    'request_id': NotRequired[str],
})

WorkoutLoadRequest2 = TypedDict('WorkoutLoadRequest2', {
    'kind': Literal['workout'],
    'category': NotRequired[Literal['strength', 'cardio', 'mobility']],
    'name_prefix': NotRequired[str],
    'muscle': NotRequired[str],
    'equipment': NotRequired[str],
    'limit': NotRequired[int],
    'offset': NotRequired[int],
    'request_id': NotRequired[str],
})

WorkoutLoadAnswer1 = WorkoutSaveAnswer1

WorkoutLoadAnswer2 = TypedDict('WorkoutLoadAnswer2', {
    'kind': Literal['workout'],
    'items': List[WorkoutRecord],
    'total': int,
})

WorkoutRemoveRequest = WorkoutLoadRequest1

WorkoutRemoveAnswer = AccountRemoveAnswer

WorkoutExportLoadRequest = TypedDict('WorkoutExportLoadRequest', {
    'kind': Literal['workout_export'],
    'format': NotRequired[Literal['lift', 'strong', 'json']],
    'from': NotRequired[str],
    'to': NotRequired[str],
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

WorkoutExportLoadAnswer1 = TypedDict('WorkoutExportLoadAnswer1', {
    'kind': Literal['workout_export'],
    'format': Literal['lift', 'strong'],
    'sessions': int,
    'sets': int,
    'csv': str,
})

WorkoutExportLoadAnswer2 = TypedDict('WorkoutExportLoadAnswer2', {
    'kind': Literal['workout_export'],
    'format': Literal['json'],
    'sessions': int,
    'sets': int,
    'exercises': List[Dict[str, Any]],
    'routine_records': List[Dict[str, Any]],
})

WorkoutImportSaveRequestWorkoutImport = TypedDict('WorkoutImportSaveRequestWorkoutImport', {
    'data': NotRequired[str],
    'path': NotRequired[str],
    'format': NotRequired[Literal['auto', 'strong', 'hevy', 'fitnotes', 'lift']],
    'unit': NotRequired[Literal['auto', 'kg', 'lb']],
    'dry_run': NotRequired[bool],
    'exercise_map': NotRequired[Dict[str, str]],
})

WorkoutImportSaveRequest = TypedDict('WorkoutImportSaveRequest', {
    'kind': Literal['workout_import'],
    'workout_import': WorkoutImportSaveRequestWorkoutImport,
    'request_id': NotRequired[str],
    'time_zone': NotRequired[str],
})

WorkoutImportSaveAnswerWorkoutImportNewExercisesItem = TypedDict('WorkoutImportSaveAnswerWorkoutImportNewExercisesItem', {
    'name': str,
    'id': Union[str, None],
})

WorkoutImportSaveAnswerWorkoutImportErrorsItem = TypedDict('WorkoutImportSaveAnswerWorkoutImportErrorsItem', {
    'line': int,
    'field': str,
    'reason': str,
})

WorkoutImportSaveAnswerWorkoutImport = TypedDict('WorkoutImportSaveAnswerWorkoutImport', {
    'format': Literal['strong', 'hevy', 'fitnotes', 'lift'],
    'dry_run': bool,
    'sessions': int,
    'sessions_updated': NotRequired[int],
    'sessions_existing': NotRequired[int],
    'sets': int,
    'sets_existing': NotRequired[int],
    'exercises_matched': NotRequired[int],
    'new_exercises': List[WorkoutImportSaveAnswerWorkoutImportNewExercisesItem],
    'skipped': NotRequired[Dict[str, int]],
    'errors': List[WorkoutImportSaveAnswerWorkoutImportErrorsItem],
    'error_count': NotRequired[int],
})

WorkoutImportSaveAnswer = TypedDict('WorkoutImportSaveAnswer', {
    'kind': Literal['workout_import'],
    'workout_import': WorkoutImportSaveAnswerWorkoutImport,
})

ErrorError = TypedDict('ErrorError', {
    'status': int,
    'code': Literal['backup_not_sealed', 'built_in_workout', 'busy', 'cancelled', 'cannot_open', 'completion_before_creation', 'conflict', 'constraint', 'control_character', 'corrupt', 'corrupt_road_network', 'corrupt_saved_route', 'damaged_backup', 'date_in_future', 'date_out_of_range', 'day_total_too_large', 'duplicate_exercise_name', 'duplicate_route_name', 'duplicate_routine_exercises', 'duplicate_routine_name', 'duplicate_sample', 'duplicate_username', 'duplicate_workout_name', 'empty_exercise_record', 'empty_road_network', 'empty_routine', 'empty_routine_record', 'exercise_in_use', 'file_too_large', 'goal_target_not_ahead', 'id_taken', 'internal', 'invalid_csv', 'invalid_cursor', 'invalid_health_record', 'invalid_image_data', 'invalid_password', 'invalid_request', 'invalid_username', 'invalid_username_character', 'invalid_value', 'invalid_xml', 'invalid_zip', 'io', 'malformed_json', 'misuse', 'needs_migration', 'negative_amount', 'newer_schema', 'no_export_xml', 'no_memory', 'no_remote', 'no_road_network', 'no_route', 'no_store_file', 'not_a_health_export', 'not_a_regular_file', 'not_a_store', 'not_cached', 'not_found', 'passphrase_required', 'payload_too_large', 'read_only_store', 'reentrant_call', 'remote_invalid_response', 'remote_status', 'remote_unavailable', 'request_id_in_use', 'required_field', 'response_too_large', 'road_network_limit', 'road_network_outdated', 'routine_exercises_required', 'routine_name_required', 'signed_out', 'stop_not_near_road', 'too_big', 'unauthorized', 'unavailable', 'unknown_category', 'unknown_client_record', 'unknown_field', 'unknown_health_activity', 'unknown_health_type', 'unknown_health_unit', 'unknown_kind', 'unknown_sync_kind', 'unknown_time_zone', 'unreadable_cache', 'unreadable_osm', 'unsupported', 'unsupported_backup_version', 'unsupported_verb', 'weight_day_taken', 'weight_out_of_range', 'workout_in_use', 'wrong_passphrase', 'wrong_type'],
    'message': str,
    'details': Dict[str, Any],
})

Error = TypedDict('Error', {
    'error': ErrorError,
})

OpenOptionsRemoteSourcesItem = TypedDict('OpenOptionsRemoteSourcesItem', {
    'data_source': Literal['FlashLive', 'TransferMarket'],
    'base_url': str,
    'api_key_header': NotRequired[str],
    'api_key': NotRequired[str],
})

OpenOptionsRemote = TypedDict('OpenOptionsRemote', {
    'sources': NotRequired[List[OpenOptionsRemoteSourcesItem]],
    'timeout_ms': NotRequired[int],
    'max_response_bytes': NotRequired[int],
})

OpenOptions = TypedDict('OpenOptions', {
    'durability': NotRequired[Union[Literal['full', 'normal'], None]],
    'busy_timeout_ms': NotRequired[Union[int, None]],
    'create': NotRequired[Union[bool, None]],
    'read_only': NotRequired[Union[bool, None]],
    'session_days': NotRequired[Union[int, None]],
    'time_zone': NotRequired[Union[str, None]],
    'remote': NotRequired[Union[OpenOptionsRemote, None]],
    'validate_cache': NotRequired[Union[bool, None]],
    'clock_ms': NotRequired[Union[int, None]],
})

OpenAnswerStore = TypedDict('OpenAnswerStore', {
    'path': str,
    'time_zone': str,
    'schema': Dict[str, int],
})

OpenAnswer = TypedDict('OpenAnswer', {
    'store': OpenAnswerStore,
})

ErrorAnswer = Error
OpenOptions = OpenOptions

class TypedCalls:
    """Store.save/load/remove/route as the schema types them (lift.Store inherits this)."""
    @overload
    def save(self, request: AccountSaveRequest1) -> AccountSaveAnswer1: ...
    @overload
    def save(self, request: AccountSaveRequest2) -> AccountSaveAnswer2: ...
    @overload
    def save(self, request: Union[ActiveRecordSaveRequest1, ActiveRecordSaveRequest2]) -> ActiveRecordSaveAnswer: ...
    @overload
    def save(self, request: AppleHealthExportSaveRequest) -> AppleHealthExportSaveAnswer: ...
    @overload
    def save(self, request: Union[BackupSaveRequest1, BackupSaveRequest2, BackupSaveRequest3]) -> BackupSaveAnswer: ...
    @overload
    def save(self, request: CaloriesSaveRequest1) -> CaloriesSaveAnswer1: ...
    @overload
    def save(self, request: CaloriesSaveRequest2) -> CaloriesSaveAnswer2: ...
    @overload
    def save(self, request: ChangesSaveRequest) -> ChangesSaveAnswer: ...
    @overload
    def save(self, request: CompletionSaveRequest1) -> CompletionSaveAnswer1: ...
    @overload
    def save(self, request: CompletionSaveRequest2) -> CompletionSaveAnswer2: ...
    @overload
    def save(self, request: ExerciseSaveRequest1) -> ExerciseSaveAnswer1: ...
    @overload
    def save(self, request: ExerciseSaveRequest2) -> ExerciseSaveAnswer2: ...
    @overload
    def save(self, request: GoalSaveRequest) -> GoalSaveAnswer: ...
    @overload
    def save(self, request: HealthExportSaveRequest) -> HealthExportSaveAnswer: ...
    @overload
    def save(self, request: HealthPolicySaveRequest) -> HealthPolicySaveAnswer: ...
    @overload
    def save(self, request: HealthSamplesSaveRequest) -> HealthSamplesSaveAnswer: ...
    @overload
    def save(self, request: RoadNetworkSaveRequest) -> RoadNetworkSaveAnswer: ...
    @overload
    def save(self, request: RouteSaveRequest) -> RouteSaveAnswer: ...
    @overload
    def save(self, request: RoutineSaveRequest1) -> RoutineSaveAnswer1: ...
    @overload
    def save(self, request: RoutineSaveRequest2) -> RoutineSaveAnswer2: ...
    @overload
    def save(self, request: RoutineFromRecordSaveRequest) -> RoutineFromRecordSaveAnswer: ...
    @overload
    def save(self, request: RoutineRecordSaveRequest1) -> RoutineRecordSaveAnswer1: ...
    @overload
    def save(self, request: RoutineRecordSaveRequest2) -> RoutineRecordSaveAnswer2: ...
    @overload
    def save(self, request: Union[SessionSaveRequest1, SessionSaveRequest2]) -> SessionSaveAnswer: ...
    @overload
    def save(self, request: StepsSaveRequest1) -> StepsSaveAnswer1: ...
    @overload
    def save(self, request: StepsSaveRequest2) -> StepsSaveAnswer2: ...
    @overload
    def save(self, request: WeeklyGoalSaveRequest) -> WeeklyGoalSaveAnswer: ...
    @overload
    def save(self, request: WeightSaveRequest1) -> WeightSaveAnswer1: ...
    @overload
    def save(self, request: WeightSaveRequest2) -> WeightSaveAnswer2: ...
    @overload
    def save(self, request: WeightCsvSaveRequest) -> WeightCsvSaveAnswer: ...
    @overload
    def save(self, request: WorkoutSaveRequest1) -> WorkoutSaveAnswer1: ...
    @overload
    def save(self, request: WorkoutSaveRequest2) -> WorkoutSaveAnswer2: ...
    @overload
    def save(self, request: WorkoutImportSaveRequest) -> WorkoutImportSaveAnswer: ...
    @overload
    def load(self, request: AccountLoadRequest) -> AccountLoadAnswer: ...
    @overload
    def load(self, request: ActiveRecordLoadRequest) -> ActiveRecordLoadAnswer: ...
    @overload
    def load(self, request: BackupLoadRequest) -> Union[BackupLoadAnswer1, BackupLoadAnswer2]: ...
    @overload
    def load(self, request: BodyLogLoadRequest) -> BodyLogLoadAnswer: ...
    @overload
    def load(self, request: CaloriesLoadRequest2) -> CaloriesLoadAnswer2: ...
    @overload
    def load(self, request: CaloriesLoadRequest1) -> CaloriesLoadAnswer1: ...
    @overload
    def load(self, request: ChangesLoadRequest) -> ChangesLoadAnswer: ...
    @overload
    def load(self, request: CompletionLoadRequest2) -> CompletionLoadAnswer2: ...
    @overload
    def load(self, request: CompletionLoadRequest1) -> CompletionLoadAnswer1: ...
    @overload
    def load(self, request: ExerciseLoadRequest2) -> ExerciseLoadAnswer2: ...
    @overload
    def load(self, request: ExerciseLoadRequest1) -> ExerciseLoadAnswer1: ...
    @overload
    def load(self, request: ExerciseHistoryLoadRequest) -> ExerciseHistoryLoadAnswer: ...
    @overload
    def load(self, request: GoalLoadRequest2) -> GoalLoadAnswer2: ...  # type: ignore[overload-overlap]
    @overload
    def load(self, request: GoalLoadRequest1) -> GoalLoadAnswer1: ...
    @overload
    def load(self, request: HealthAnchorLoadRequest) -> HealthAnchorLoadAnswer: ...
    @overload
    def load(self, request: HealthExportLoadRequest) -> HealthExportLoadAnswer: ...
    @overload
    def load(self, request: HealthPolicyLoadRequest) -> HealthPolicyLoadAnswer: ...
    @overload
    def load(self, request: ImageLoadRequest) -> ImageLoadAnswer: ...
    @overload
    def load(self, request: LeagueLoadRequest) -> LeagueLoadAnswer: ...
    @overload
    def load(self, request: NextTargetsLoadRequest) -> NextTargetsLoadAnswer: ...
    @overload
    def load(self, request: PersonalRecordLoadRequest) -> PersonalRecordLoadAnswer: ...
    @overload
    def load(self, request: PlaceLoadRequest) -> PlaceLoadAnswer: ...
    @overload
    def load(self, request: PlayerLoadRequest) -> PlayerLoadAnswer: ...
    @overload
    def load(self, request: ProgressSummaryLoadRequest) -> ProgressSummaryLoadAnswer: ...
    @overload
    def load(self, request: RecommendationLoadRequest) -> RecommendationLoadAnswer: ...
    @overload
    def load(self, request: RequestLoadRequest) -> RequestLoadAnswer: ...
    @overload
    def load(self, request: RoadNetworkLoadRequest2) -> RoadNetworkLoadAnswer2: ...  # type: ignore[overload-overlap]
    @overload
    def load(self, request: RoadNetworkLoadRequest1) -> RoadNetworkLoadAnswer1: ...
    @overload
    def load(self, request: Union[RouteLoadRequest1, RouteLoadRequest2]) -> Union[RouteLoadAnswer1, RouteLoadAnswer2, RouteLoadAnswer3, RouteLoadAnswer4]: ...
    @overload
    def load(self, request: RoutineLoadRequest2) -> RoutineLoadAnswer2: ...
    @overload
    def load(self, request: RoutineLoadRequest1) -> RoutineLoadAnswer1: ...
    @overload
    def load(self, request: RoutineRecordLoadRequest2) -> RoutineRecordLoadAnswer2: ...
    @overload
    def load(self, request: RoutineRecordLoadRequest1) -> RoutineRecordLoadAnswer1: ...
    @overload
    def load(self, request: SeriesLoadRequest) -> SeriesLoadAnswer: ...
    @overload
    def load(self, request: SessionLoadRequest) -> SessionLoadAnswer: ...
    @overload
    def load(self, request: StatsLoadRequest) -> StatsLoadAnswer: ...
    @overload
    def load(self, request: StepsLoadRequest2) -> StepsLoadAnswer2: ...
    @overload
    def load(self, request: StepsLoadRequest1) -> StepsLoadAnswer1: ...
    @overload
    def load(self, request: SyncStateLoadRequest) -> SyncStateLoadAnswer: ...
    @overload
    def load(self, request: TeamLoadRequest) -> TeamLoadAnswer: ...
    @overload
    def load(self, request: WeeklyGoalLoadRequest) -> WeeklyGoalLoadAnswer: ...
    @overload
    def load(self, request: WeightLoadRequest2) -> WeightLoadAnswer2: ...
    @overload
    def load(self, request: WeightLoadRequest1) -> WeightLoadAnswer1: ...
    @overload
    def load(self, request: WeightCsvLoadRequest) -> WeightCsvLoadAnswer: ...
    @overload
    def load(self, request: WorkoutLoadRequest2) -> WorkoutLoadAnswer2: ...
    @overload
    def load(self, request: WorkoutLoadRequest1) -> WorkoutLoadAnswer1: ...
    @overload
    def load(self, request: WorkoutExportLoadRequest) -> Union[WorkoutExportLoadAnswer1, WorkoutExportLoadAnswer2]: ...
    @overload
    def remove(self, request: AccountRemoveRequest) -> AccountRemoveAnswer: ...
    @overload
    def remove(self, request: BodyLogRemoveRequest) -> BodyLogRemoveAnswer: ...
    @overload
    def remove(self, request: CaloriesRemoveRequest) -> CaloriesRemoveAnswer: ...
    @overload
    def remove(self, request: CompletionRemoveRequest) -> CompletionRemoveAnswer: ...
    @overload
    def remove(self, request: ExerciseRemoveRequest) -> ExerciseRemoveAnswer: ...
    @overload
    def remove(self, request: GoalRemoveRequest) -> GoalRemoveAnswer: ...
    @overload
    def remove(self, request: Union[ImageRemoveRequest1, ImageRemoveRequest2]) -> ImageRemoveAnswer: ...
    @overload
    def remove(self, request: LeagueRemoveRequest) -> LeagueRemoveAnswer: ...
    @overload
    def remove(self, request: Union[PlayerRemoveRequest1, PlayerRemoveRequest2]) -> PlayerRemoveAnswer: ...
    @overload
    def remove(self, request: RequestRemoveRequest) -> RequestRemoveAnswer: ...
    @overload
    def remove(self, request: RoadNetworkRemoveRequest) -> RoadNetworkRemoveAnswer: ...
    @overload
    def remove(self, request: RouteRemoveRequest) -> RouteRemoveAnswer: ...
    @overload
    def remove(self, request: RoutineRemoveRequest) -> RoutineRemoveAnswer: ...
    @overload
    def remove(self, request: RoutineRecordRemoveRequest) -> RoutineRecordRemoveAnswer: ...
    @overload
    def remove(self, request: SessionRemoveRequest) -> SessionRemoveAnswer: ...
    @overload
    def remove(self, request: StepsRemoveRequest) -> StepsRemoveAnswer: ...
    @overload
    def remove(self, request: Union[TeamRemoveRequest1, TeamRemoveRequest2]) -> TeamRemoveAnswer: ...
    @overload
    def remove(self, request: WeightRemoveRequest) -> WeightRemoveAnswer: ...
    @overload
    def remove(self, request: WorkoutRemoveRequest) -> WorkoutRemoveAnswer: ...
    def route(self, request: RouteRouteRequest) -> Union[RouteRouteAnswer1, RouteRouteAnswer2, RouteRouteAnswer3]: ...
