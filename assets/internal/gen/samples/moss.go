package samples

// mossFolder is Moss's folder under the assets folder.
const mossFolder = "rigged/"

// mossManifest is Moss's character.json.
type mossManifest struct {
	Name        string   `json:"name"`
	Rig         string   `json:"rig"`
	Clips       []string `json:"clips"`
	DefaultClip string   `json:"defaultClip"`
	Clothing    []string `json:"clothing"`
	Wear        []string `json:"wear"`
	Curves      []string `json:"curves"`
	BlendCurve  string   `json:"blendCurve"`
	MixMs       float64  `json:"mixMs"`
	Scale       float64  `json:"scale"`
}

// curveDoc is a rig.anim.curve document (seed 002).
type curveDoc struct {
	Points        [][2]float64 `json:"points"`
	Interpolation string       `json:"interpolation"`
}

// genMoss writes Moss: rig.json, sprites, clips, clothing, the blend curve
// and character.json.
func genMoss(s *fileSet) error {
	rig, sprites, err := mossRig()
	if err != nil {
		return err
	}
	for _, name := range sortedKeys(sprites) {
		if err := addPNG(s, "sprites/"+name+".png", sprites[name].img); err != nil {
			return err
		}
	}
	if err := s.addJSON(mossFolder+"rig.json", rig); err != nil {
		return err
	}
	m := mossManifest{Name: "Moss", Rig: "rig.json", DefaultClip: "idle", Scale: 1,
		Curves: []string{"curves/blend.json"}, BlendCurve: "curves/blend.json", MixMs: 300}
	clips := mossClips()
	for _, name := range []string{"idle", "walk", "wave", "cheer"} {
		f := "clips/" + name + ".json"
		if err := s.addJSON(mossFolder+f, clips[name]); err != nil {
			return err
		}
		m.Clips = append(m.Clips, f)
	}
	for _, it := range mossClothing() {
		f, err := genClothing(s, it)
		if err != nil {
			return err
		}
		m.Clothing = append(m.Clothing, f)
		if it.file != "jacket" {
			m.Wear = append(m.Wear, f)
		}
	}
	curve := curveDoc{Points: [][2]float64{{0, 0}, {0.3, 0.1}, {1, 1}}, Interpolation: "smooth"}
	if err := s.addJSON(mossFolder+"curves/blend.json", curve); err != nil {
		return err
	}
	return s.addJSON(mossFolder+"character.json", m)
}
