package lift

import "testing"

func TestGeneratedTypes_saveAndLoadExercise_roundTrip(t *testing.T) {
	s := openTemp(t)
	name := "Overhead press"
	saved, err := Into[ExerciseSaveAnswer1](s.Save(ExerciseSaveRequest1{Kind: "exercise",
		Exercise: ExerciseSaveRecord{Name: &name, Tags: []string{"shoulders"}}}))
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := Into[ExerciseLoadAnswer1](s.Load(ExerciseLoadRequest1{Kind: "exercise", Id: saved.Exercise.Id}))
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Exercise.Name != name || len(loaded.Exercise.Tags) != 1 || loaded.Exercise.Tags[0] != "shoulders" {
		t.Fatalf("loaded %+v", loaded.Exercise)
	}
}

func TestGeneratedTypes_pageOfWeights_totalAndItems(t *testing.T) {
	s := openTemp(t)
	unit := "kg"
	items := []WeightSaveRecord{}
	for _, day := range []string{"2024-03-01", "2024-03-02"} {
		d, w := day, 80.5
		items = append(items, WeightSaveRecord{Date: &d, Weight: &w, Unit: &unit})
	}
	if _, err := Into[WeightSaveAnswer2](s.Save(WeightSaveRequest2{Kind: "weight", Items: items})); err != nil {
		t.Fatal(err)
	}
	limit := int64(1)
	page, err := Into[WeightLoadAnswer2](s.Load(WeightLoadRequest2{Kind: "weight", Limit: &limit}))
	if err != nil || page.Total != 2 || len(page.Items) != 1 || page.Items[0].Date != "2024-03-02" {
		t.Fatalf("page %+v, %v", page, err)
	}
}
