package mp3

import "encoding/binary"

// readSpectrum decodes a granule's Huffman data (ISO/IEC 11172-3
// 2.4.2.7, huffmancodebits) from r.pos up to the bit end into xr, each
// line as sign * |is|^(4/3), and zeroes the rest. It returns the number
// of lines decoded (every line from there up is zero) and whether the
// big-value pairs ran past end, the mark of a corrupt granule; the lines
// decoded before that are kept. A count1 quadruple that runs past end is
// dropped, as some encoders count the part a few bits short.
func readSpectrum(r *bitReader, end int, g *granuleInfo, xr *[576]float32) (nz int, overrun bool) {
	buf, pos := r.buf, r.pos
	bigEnd := 2 * g.bigValues
	i := 0
	for region := 0; region < 3 && i < bigEnd; region++ {
		stop := bigEnd
		switch region {
		case 0:
			stop = min(g.region1, bigEnd)
		case 1:
			stop = min(g.region2, bigEnd)
		}
		t := g.table[region]
		if t == 0 {
			for ; i < stop; i++ {
				xr[i] = 0
			}
			continue
		}
		tab := &bigTables[t]
		lin := uint(linbitsOf[t])
		for ; i < stop; i += 2 {
			if pos >= end {
				overrun = true
				break
			}
			w := binary.BigEndian.Uint64(buf[pos>>3:]) << (pos & 7)
			v, n := tab.decode(w)
			w <<= n
			used := n
			x, y := v>>4, v&15
			var fx, fy float32
			if x != 0 {
				if x == 15 && lin > 0 {
					x += uint(w >> (64 - lin))
					w <<= lin
					used += lin
				}
				fx = pow43[x]
				if w>>63 != 0 {
					fx = -fx
				}
				w <<= 1
				used++
			}
			if y != 0 {
				if y == 15 && lin > 0 {
					y += uint(w >> (64 - lin))
					w <<= lin
					used += lin
				}
				fy = pow43[y]
				if w>>63 != 0 {
					fy = -fy
				}
				used++
			}
			pos += int(used)
			xr[i], xr[i+1] = fx, fy
		}
		if overrun {
			break
		}
	}
	if pos > end {
		overrun = true
	}
	if overrun {
		r.pos = pos
		clear(xr[i:])
		return i, true
	}
	tab := &quadTables[g.count1]
	for i+4 <= 576 && pos < end {
		w := binary.BigEndian.Uint64(buf[pos>>3:]) << (pos & 7)
		v, n := tab.decode(w)
		w <<= n
		used := n
		var q [4]float32
		for k := 0; k < 4; k++ {
			if v&(8>>k) != 0 {
				q[k] = 1
				if w>>63 != 0 {
					q[k] = -1
				}
				w <<= 1
				used++
			}
		}
		if pos+int(used) > end {
			break // past the end: dropped
		}
		pos += int(used)
		xr[i], xr[i+1], xr[i+2], xr[i+3] = q[0], q[1], q[2], q[3]
		i += 4
	}
	r.pos = pos
	clear(xr[i:])
	return i, false
}
