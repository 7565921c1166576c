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

// requestLogSize is how many ended requests a Player remembers the
// reasons of.
const requestLogSize = 32

// requests numbers a Player's requests and remembers how the last
// requestLogSize of them ended.
type requests struct {
	seq, cur uint32 // the last id made (the last request's), the playing one's
	book     *requestLog
}

type requestLog struct {
	ids  [requestLogSize]uint32
	why  [requestLogSize]EndReason
	next uint8
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

// log remembers that request id ended for why (once LastRequest handed
// an id out: a player nobody asks keeps no log).
func (r *requests) log(id uint32, why EndReason) {
	if id == 0 || r.book == nil {
		return
	}
	l := r.book
	l.ids[l.next], l.why[l.next] = id, why
	l.next = (l.next + 1) % requestLogSize
}

// dropQueue empties the queue; its requests are dropped.
func (p *Player) dropQueue() {
	for k := 0; k < p.qLen; k++ {
		p.reqs.log(p.queue[(p.qHead+k)%queueCap].id, EndDropped)
	}
	p.qLen = 0
}

// LastRequest returns the id of the request that the last successful
// Play, Interrupt, PlayState or PlayReverse made, and makes the player
// remember how its requests end, for RequestStatus.
func (p *Player) LastRequest() uint32 {
	if p.reqs.book == nil && p.reqs.seq != 0 {
		p.reqs.book = new(requestLog)
	}
	return p.reqs.seq
}

// RequestStatus returns where request id stands and, once it is done,
// how it ended (EndForgotten when it ended more than 32 requests ago).
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
	if l := p.reqs.book; l != nil {
		for i := range l.ids {
			if l.ids[i] == id {
				return RequestDone, l.why[i]
			}
		}
	}
	return RequestDone, EndForgotten
}
