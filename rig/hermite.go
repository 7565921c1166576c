package rig

// hermite evaluates the cubic Hermite segment from k0 to k1 at time t, with
// the keys' tangents in units per second scaled by the key interval. A
// non-finite tangent on either side (JSON null) makes the segment stepped:
// it holds k0's value.
func hermite(k0, k1 *Key, t float64) float64 {
	if !finite(k0.OutTangent) || !finite(k1.InTangent) {
		return k0.Value
	}
	dt := k1.Time - k0.Time
	s := (t - k0.Time) / dt
	s2 := s * s
	s3 := s2 * s
	h00 := 2*s3 - 3*s2 + 1
	h10 := s3 - 2*s2 + s
	h01 := -2*s3 + 3*s2
	h11 := s3 - s2
	return h00*k0.Value + h10*dt*k0.OutTangent + h01*k1.Value + h11*dt*k1.InTangent
}

// sample returns the track's value at time t. cur is the track's cursor:
// the index of the segment used last. Playback moves forward, so the next
// segment is almost always the same one or the next: amortized O(1); a
// jump (seek, loop wrap) falls back to a binary search.
func (tr *boundTrack) sample(t float64, cur *int32) float64 {
	keys := tr.keys
	n := len(keys)
	if n == 1 || t <= keys[0].Time {
		*cur = 0
		return keys[0].Value
	}
	if t >= keys[n-1].Time {
		*cur = int32(n - 2)
		return keys[n-1].Value
	}
	i := int(*cur)
	if i < 0 || i > n-2 || keys[i].Time > t {
		i = search(keys, t)
	} else {
		for step := 0; keys[i+1].Time <= t; step++ {
			if step == 3 {
				i = search(keys, t)
				break
			}
			i++
		}
	}
	*cur = int32(i)
	if tr.stepped {
		return keys[i].Value
	}
	return hermite(&keys[i], &keys[i+1], t)
}

// search returns the segment i with keys[i].Time <= t < keys[i+1].Time,
// for keys[0].Time < t < keys[len-1].Time.
func search(keys []Key, t float64) int {
	lo, hi := 0, len(keys)-1 // keys[lo].Time <= t < keys[hi].Time
	for hi-lo > 1 {
		mid := int(uint(lo+hi) >> 1)
		if keys[mid].Time <= t {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}
