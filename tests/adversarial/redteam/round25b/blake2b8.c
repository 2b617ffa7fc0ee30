/* BLAKE2b of eight equal-length messages at once, one per 64-bit lane of AVX-512 (round 25b: a child hashing
 * faster than hashlib's BLAKE2b, which hashes one message a core). Unkeyed, digest_size `out_bytes`, each message
 * personalised with its own 16 bytes; the digests are hashlib.blake2b(message, digest_size=out_bytes,
 * person=person)'s exactly. Built by fasthash.py: gcc -O3 -mavx512f -shared -fPIC. */
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

static const uint64_t IV[8] = {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL, 0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL, 0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL};
static const uint8_t SIGMA[12][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4}, {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13}, {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11}, {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5}, {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3}};

#define G(a, b, c, d, x, y)                                               \
    a = _mm512_add_epi64(_mm512_add_epi64(a, b), x);                      \
    d = _mm512_ror_epi64(_mm512_xor_si512(d, a), 32);                     \
    c = _mm512_add_epi64(c, d);                                           \
    b = _mm512_ror_epi64(_mm512_xor_si512(b, c), 24);                     \
    a = _mm512_add_epi64(_mm512_add_epi64(a, b), y);                      \
    d = _mm512_ror_epi64(_mm512_xor_si512(d, a), 16);                     \
    c = _mm512_add_epi64(c, d);                                           \
    b = _mm512_ror_epi64(_mm512_xor_si512(b, c), 63);

static void compress(__m512i h[8], const __m512i m[16], uint64_t t, int last) {
    __m512i v[16];
    for (int i = 0; i < 8; i++) { v[i] = h[i]; v[i + 8] = _mm512_set1_epi64((long long)IV[i]); }
    v[12] = _mm512_xor_si512(v[12], _mm512_set1_epi64((long long)t));
    if (last) v[14] = _mm512_xor_si512(v[14], _mm512_set1_epi64(-1LL));
    for (int r = 0; r < 12; r++) {
        const uint8_t *s = SIGMA[r];
        G(v[0], v[4], v[8], v[12], m[s[0]], m[s[1]]);
        G(v[1], v[5], v[9], v[13], m[s[2]], m[s[3]]);
        G(v[2], v[6], v[10], v[14], m[s[4]], m[s[5]]);
        G(v[3], v[7], v[11], v[15], m[s[6]], m[s[7]]);
        G(v[0], v[5], v[10], v[15], m[s[8]], m[s[9]]);
        G(v[1], v[6], v[11], v[12], m[s[10]], m[s[11]]);
        G(v[2], v[7], v[8], v[13], m[s[12]], m[s[13]]);
        G(v[3], v[4], v[9], v[14], m[s[14]], m[s[15]]);
    }
    for (int i = 0; i < 8; i++) h[i] = _mm512_xor_si512(h[i], _mm512_xor_si512(v[i], v[i + 8]));
}

/* messages[k]: the k-th message (len bytes, len a positive multiple of 128); persons: 8 x 16 bytes; out: 8 x out_bytes. */
void blake2b8(const uint8_t *const messages[8], uint64_t len, const uint8_t persons[8][16], uint32_t out_bytes,
              uint8_t *out) {
    __m512i h[8], m[16];
    uint64_t p6[8], p7[8];
    __m512i base = _mm512_loadu_si512((const void *)messages);
    for (int k = 0; k < 8; k++) { memcpy(&p6[k], persons[k], 8); memcpy(&p7[k], persons[k] + 8, 8); }
    h[0] = _mm512_set1_epi64((long long)(IV[0] ^ 0x01010000ULL ^ out_bytes));
    for (int i = 1; i < 6; i++) h[i] = _mm512_set1_epi64((long long)IV[i]);
    h[6] = _mm512_xor_si512(_mm512_set1_epi64((long long)IV[6]), _mm512_loadu_si512(p6));
    h[7] = _mm512_xor_si512(_mm512_set1_epi64((long long)IV[7]), _mm512_loadu_si512(p7));
    for (uint64_t at = 0; at < len; at += 128) {
        __m512i where = _mm512_add_epi64(base, _mm512_set1_epi64((long long)at));
        for (int i = 0; i < 16; i++)
            m[i] = _mm512_i64gather_epi64(_mm512_add_epi64(where, _mm512_set1_epi64(8 * i)), (const void *)0, 1);
        compress(h, m, at + 128, at + 128 == len);
    }
    uint64_t words[8][8];
    for (int i = 0; i < 8; i++) _mm512_storeu_si512(words[i], h[i]);
    for (int k = 0; k < 8; k++) {
        uint64_t digest[8];
        for (int i = 0; i < 8; i++) digest[i] = words[i][k];
        memcpy(out + (size_t)k * out_bytes, digest, out_bytes);
    }
}
