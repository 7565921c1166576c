package mp3

// crc16 is the CRC of MPEG audio's error check (ISO/IEC 11172-3
// 2.4.3.1): polynomial x^16 + x^15 + x^2 + 1, initial value 0xFFFF, over
// the header's last two bytes and the side information.
func crc16(crc uint16, data []byte) uint16 {
	for _, b := range data {
		crc ^= uint16(b) << 8
		for i := 0; i < 8; i++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x8005
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}
