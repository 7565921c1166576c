package memtest

import "encoding/binary"

// Pack joins the arguments of a fuzz target that takes several byte
// slices into the one input a Func takes (each length-prefixed); Unpack
// splits it again.
func Pack(parts ...[]byte) []byte {
	var out []byte
	for _, p := range parts {
		out = binary.AppendUvarint(out, uint64(len(p)))
		out = append(out, p...)
	}
	return out
}

// Unpack splits what Pack joined into n parts (missing ones are empty).
func Unpack(data []byte, n int) [][]byte {
	out := make([][]byte, n)
	for i := range out {
		l, k := binary.Uvarint(data)
		if k <= 0 || l > uint64(len(data)-k) {
			return out
		}
		out[i] = data[k : k+int(l)]
		data = data[k+int(l):]
	}
	return out
}
