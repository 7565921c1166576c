package curve

import "github.com/rigplay/rigplay/internal/jsondoc"

func docFor(file string, data []byte) jsondoc.Doc { return jsondoc.Doc{File: file, Data: data} }
