package actions

// Requests: every Play, Interrupt, PlayState and PlayReverse is a request
// with an id (LastRequest), which the events of its action carry
// (Event.Request) from its first frame (its state, for PlayState) to its
// EventEnd; RequestStatus says whether it is queued, playing or done and
// how it ended. A Return that follows an action, and idle actions, belong
// to no request.

// RequestStatus is where a request stands.
type RequestStatus uint8

// The statuses of a request.
const (
	// RequestNone: no such request was made (id 0).
	RequestNone RequestStatus = iota
	// RequestQueued: it waits for the action before it.
	RequestQueued
	// RequestPlaying: its action plays.
	RequestPlaying
	// RequestDone: it is over; the EndReason says how.
	RequestDone
)

var requestStatusNames = [...]string{"none", "queued", "playing", "done"}

// String returns the status's name, e.g. "queued".
func (s RequestStatus) String() string {
	if int(s) < len(requestStatusNames) {
		return requestStatusNames[s]
	}
	return "unknown"
}

// requestLogSize is how many of the latest requests a Player remembers
// the end of.
const requestLogSize = 32

// requests numbers a Player's requests and remembers how the latest
// requestLogSize of them ended: request id's end is slot id %
// requestLogSize of why (four bits each), read only once it has ended and
// while no request requestLogSize later was made, so it needs no other
// bookkeeping and no memory of its own.
type requests struct {
	seq, cur uint32 // the last id made (the last request's), the playing one's
	why      [requestLogSize / 2]uint8
}

// reason returns the end logged in slot id.
func (r *requests) reason(id uint32) EndReason {
	k := id % requestLogSize
	return EndReason(r.why[k/2] >> (4 * (k % 2)) & 0xf)
}

// next returns a new request id.
func (r *requests) next() uint32 {
	r.seq++
	if r.seq == 0 { // after 4 billion requests
		r.seq = 1
	}
	return r.seq
}

// ended logs that the playing request ended for why.
func (r *requests) ended(why EndReason) {
	r.log(r.cur, why)
	r.cur = 0
}

// log remembers that request id ended for why.
func (r *requests) log(id uint32, why EndReason) {
	if id != 0 {
		k := id % requestLogSize
		shift := 4 * (k % 2)
		r.why[k/2] = r.why[k/2]&^(0xf<<shift) | uint8(why&0xf)<<shift
	}
}

// dropQueue empties the queue; its requests are dropped.
func (p *Player) dropQueue() {
	for k := 0; k < p.qLen; k++ {
		p.reqs.log(p.queue[(p.qHead+k)%queueCap].id, EndDropped)
	}
	p.qLen = 0
}

// LastRequest returns the id of the request that the last successful
// Play, Interrupt, PlayState or PlayReverse made.
func (p *Player) LastRequest() uint32 { return p.reqs.seq }

// RequestStatus returns where request id stands and, once it is done,
// how it ended (EndForgotten when 32 requests or more were made after
// it).
func (p *Player) RequestStatus(id uint32) (RequestStatus, EndReason) {
	if id == 0 || id > p.reqs.seq {
		return RequestNone, EndComplete
	}
	if id == p.reqs.cur && p.playing {
		return RequestPlaying, EndComplete
	}
	for k := 0; k < p.qLen; k++ {
		if p.queue[(p.qHead+k)%queueCap].id == id {
			return RequestQueued, EndComplete
		}
	}
	if p.reqs.seq-id >= requestLogSize {
		return RequestDone, EndForgotten
	}
	return RequestDone, p.reqs.reason(id)
}
