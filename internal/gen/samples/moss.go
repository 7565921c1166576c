package samples

func genMoss(s *fileSet) error { return nil }
