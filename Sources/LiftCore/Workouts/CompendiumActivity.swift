/// One activity of the 2011 Compendium of Physical Activities (Ainsworth et al.): its code, its MET
/// value and the Compendium's wording, so every built-in workout's MET can be traced to its row
/// (pacompendium.com lists them by code). Only the activities the catalog uses are here.
public struct CompendiumActivity: Equatable, Sendable {
    public let code: String
    public let met: Double
    public let wording: String
}

extension CompendiumActivity {
    static let bicycling14To16mph = CompendiumActivity(code: "01040", met: 10.0,
        wording: "bicycling, 14-15.9 mph, racing or leisure, fast, vigorous effort")
    static let stationaryBicycling = CompendiumActivity(code: "02010", met: 7.0,
        wording: "bicycling, stationary, general")
    static let calisthenicsVigorous = CompendiumActivity(code: "02020", met: 8.0,
        wording: "calisthenics (e.g., push ups, sit ups, pull-ups, jumping jacks), vigorous effort")
    static let calisthenicsModerate = CompendiumActivity(code: "02022", met: 3.8,
        wording: "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort")
    static let calisthenicsLight = CompendiumActivity(code: "02024", met: 2.8,
        wording: "calisthenics (e.g., sit ups, abdominal crunches), light effort")
    static let circuitTrainingVigorous = CompendiumActivity(code: "02040", met: 8.0,
        wording: "circuit training, including kettlebells, some aerobic movement with minimal rest, general, vigorous intensity")
    static let ellipticalModerate = CompendiumActivity(code: "02048", met: 5.0,
        wording: "elliptical trainer, moderate effort")
    static let resistanceVigorous = CompendiumActivity(code: "02050", met: 6.0,
        wording: "resistance training (weight lifting, free weight, nautilus or universal), power lifting or body building, vigorous effort")
    static let resistanceSquats = CompendiumActivity(code: "02052", met: 5.0,
        wording: "resistance (weight) training, squats, slow or explosive effort")
    static let resistanceMultipleExercises = CompendiumActivity(code: "02054", met: 3.5,
        wording: "resistance (weight) training, multiple exercises, 8-15 repetitions at varied resistance")
    static let stairTreadmill = CompendiumActivity(code: "02065", met: 9.0,
        wording: "stair-treadmill ergometer, general")
    static let rowingMachineVigorous = CompendiumActivity(code: "02070", met: 6.0,
        wording: "rowing, stationary ergometer, general, vigorous effort")
    static let rowingMachineModerate = CompendiumActivity(code: "02071", met: 4.8,
        wording: "rowing, stationary, general, moderate effort")
    static let stretchingMild = CompendiumActivity(code: "02101", met: 2.3,
        wording: "stretching, mild")
    static let pilates = CompendiumActivity(code: "02105", met: 3.0,
        wording: "pilates, general")
    static let exerciseBall = CompendiumActivity(code: "02112", met: 2.8,
        wording: "therapeutic exercise ball, Fitball exercise")
    static let yogaHatha = CompendiumActivity(code: "02150", met: 2.5,
        wording: "yoga, Hatha")
    static let yogaPower = CompendiumActivity(code: "02160", met: 4.0,
        wording: "yoga, Power")
    static let yogaSuryaNamaskar = CompendiumActivity(code: "02180", met: 3.3,
        wording: "yoga, Surya Namaskar")
    static let aerobicLowImpact = CompendiumActivity(code: "03020", met: 5.0,
        wording: "aerobic, low impact")
    static let aerobicHighImpact = CompendiumActivity(code: "03021", met: 7.3,
        wording: "aerobic, high impact")
    static let jogging = CompendiumActivity(code: "12020", met: 7.0,
        wording: "jogging, general")
    static let running6mph = CompendiumActivity(code: "12050", met: 9.8,
        wording: "running, 6 mph (10 min/mile)")
    static let running7mph = CompendiumActivity(code: "12070", met: 11.0,
        wording: "running, 7 mph (8.5 min/mile)")
    static let boxingPunchingBag = CompendiumActivity(code: "15110", met: 5.5,
        wording: "boxing, punching bag")
    static let martialArtsModerate = CompendiumActivity(code: "15430", met: 10.3,
        wording: "martial arts, different types, moderate pace (e.g., judo, jujitsu, karate, kick boxing, tae kwan do, tai-bo, Muay Thai boxing)")
    static let ropeJumpingModerate = CompendiumActivity(code: "15551", met: 11.8,
        wording: "rope jumping, moderate pace, 100-120 skips/min, general, 2 foot skip, plain bounce")
    static let taiChi = CompendiumActivity(code: "15670", met: 3.0,
        wording: "tai chi, qi gong, general")
    static let hikingCrossCountry = CompendiumActivity(code: "17080", met: 6.0,
        wording: "hiking, cross country")
    static let walkingModerate = CompendiumActivity(code: "17190", met: 3.5,
        wording: "walking, 2.8 to 3.2 mph, level, moderate pace, firm surface")
    static let walkingBrisk = CompendiumActivity(code: "17200", met: 4.3,
        wording: "walking, 3.5 mph, level, brisk, firm surface, walking for exercise")
    static let swimmingFreestyleFast = CompendiumActivity(code: "18230", met: 9.8,
        wording: "swimming laps, freestyle, fast, vigorous effort")
    static let swimmingFreestyleSlow = CompendiumActivity(code: "18240", met: 5.8,
        wording: "swimming laps, freestyle, front crawl, slow, light or moderate effort")
}
