package actions

import "time"

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

// id returns the id of a new request r: none for a PlayAfter's delay.
func (r *requests) id(q request) uint32 {
	if q.kind == reqWait {
		return q.id // the delay's low bits (waitRequest)
	}
	return r.next()
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
	for k := 0; k < int(p.qLen); k++ {
		if r := p.queue[(int(p.qHead)+k)%queueCap]; r.kind != reqWait {
			p.reqs.log(r.id, EndDropped)
		}
	}
	p.qLen, p.waiting = 0, false
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
	for k := 0; k < int(p.qLen); k++ {
		if r := p.queue[(int(p.qHead)+k)%queueCap]; r.kind != reqWait && r.id == id {
			return RequestQueued, EndComplete
		}
	}
	if p.reqs.seq-id >= requestLogSize {
		return RequestDone, EndForgotten
	}
	return RequestDone, p.reqs.reason(id)
}

// reqWait is the queue entry of a PlayAfter's delay: it holds the frame on
// screen for its time, then the request behind it starts. Its delay, in
// nanoseconds, is kept in the index (high 16 bits) and id (low 32) of the
// entry, so the queue stays 8 bytes an entry.
const reqWait requestKind = 255

// maxWait is the longest delay a queue entry holds (about 78 hours).
const maxWait = 1<<48 - 1

// waitRequest is the queue entry of a delay d > 0.
func waitRequest(d time.Duration) request {
	n := uint64(min(d, maxWait))
	return request{kind: reqWait, index: int16(uint16(n >> 32)), id: uint32(n)}
}

// delay returns a wait entry's delay.
func (r request) delay() time.Duration {
	return time.Duration(uint64(uint16(r.index))<<32 | uint64(r.id))
}

// PlayAfter asks for the named action after what is playing or queued, as
// Play does, delay after the one before it ends (docs/actions.md#queue):
// the frame on screen holds meanwhile, and no idling starts. A delay of 0
// (or less) is Play. The request (LastRequest) is the action's; the delay
// takes one more place in the queue. An Interrupt during the delay cuts
// it short; Stop drops it.
func (p *Player) PlayAfter(name string, delay time.Duration) error {
	if delay <= 0 {
		return p.Play(name)
	}
	i, err := p.actionIndex(name)
	if err != nil {
		return err
	}
	if p.qLen+2 > queueCap {
		return ErrQueueFull
	}
	if err := p.request(waitRequest(delay), false); err != nil {
		return err
	}
	return p.request(request{kind: reqPlay, index: int16(i)}, false)
}

// wait begins a delay: the frame on screen holds until it has passed.
func (p *Player) wait(r request) {
	p.waiting, p.waitUntil = true, addSat(p.now, r.delay())
	p.reqs.cur = 0
}

// endWait ends the delay running, at its time, and starts what follows it.
func (p *Player) endWait() {
	if p.waitUntil > p.now {
		p.now = p.waitUntil
	}
	p.waiting = false
	p.holdSince = p.now
	if r, ok := p.pop(); ok {
		p.begin(r)
	}
}

// pending counts the queued requests, delays aside.
func (p *Player) pending() int {
	n := 0
	for k := 0; k < int(p.qLen); k++ {
		if p.queue[(int(p.qHead)+k)%queueCap].kind != reqWait {
			n++
		}
	}
	return n
}
