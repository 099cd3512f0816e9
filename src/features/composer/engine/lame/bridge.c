/* Minimal C API around libmp3lame for a standalone wasm module. */
#include <stdlib.h>
#include <stdarg.h>
#include "lame.h"

static void quiet(const char *fmt, va_list ap) { (void)fmt; (void)ap; }

typedef struct {
    lame_global_flags *gf;
    int channels;
    int cap;          /* capacity (samples per channel) of the input buffers */
    float *left, *right;
} enc_t;

__attribute__((export_name("enc_create")))
void *enc_create(int sampleRate, int channels, int kbps, int quality) {
    enc_t *e = (enc_t *)calloc(1, sizeof(enc_t));
    if (!e) return 0;
    e->gf = lame_init();
    if (!e->gf) { free(e); return 0; }
    e->channels = channels;
    lame_set_errorf(e->gf, quiet);
    lame_set_debugf(e->gf, quiet);
    lame_set_msgf(e->gf, quiet);
    lame_set_in_samplerate(e->gf, sampleRate);
    lame_set_out_samplerate(e->gf, sampleRate);
    lame_set_num_channels(e->gf, channels);
    lame_set_mode(e->gf, channels == 1 ? MONO : JOINT_STEREO);
    lame_set_VBR(e->gf, vbr_off);
    lame_set_brate(e->gf, kbps);
    lame_set_quality(e->gf, quality);
    lame_set_bWriteVbrTag(e->gf, 0);
    lame_set_write_id3tag_automatic(e->gf, 0);
    if (lame_init_params(e->gf) < 0) { lame_close(e->gf); free(e); return 0; }
    return e;
}

/* Returns a pointer to `2*samples` floats: left at [0,samples), right at [samples, 2*samples). */
__attribute__((export_name("enc_input")))
float *enc_input(void *p, int samples) {
    enc_t *e = (enc_t *)p;
    if (samples > e->cap) {
        free(e->left);
        e->left = (float *)malloc(sizeof(float) * 2 * (size_t)samples);
        if (!e->left) { e->cap = 0; e->right = 0; return 0; }
        e->cap = samples;
    }
    e->right = e->left + e->cap;
    return e->left;
}

/* Encodes `samples` samples per channel from the enc_input buffers. Returns bytes written or <0. */
__attribute__((export_name("enc_encode")))
int enc_encode(void *p, int samples, unsigned char *out, int outSize) {
    enc_t *e = (enc_t *)p;
    if (samples > e->cap) return -100;
    return lame_encode_buffer_ieee_float(e->gf, e->left,
                                         e->channels == 2 ? e->right : e->left,
                                         samples, out, outSize);
}

__attribute__((export_name("enc_flush")))
int enc_flush(void *p, unsigned char *out, int outSize) {
    enc_t *e = (enc_t *)p;
    return lame_encode_flush(e->gf, out, outSize);
}

__attribute__((export_name("enc_free")))
void enc_free(void *p) {
    enc_t *e = (enc_t *)p;
    if (!e) return;
    lame_close(e->gf);
    free(e->left);
    free(e);
}

__attribute__((export_name("enc_malloc")))
void *enc_malloc(int n) { return malloc((size_t)n); }

__attribute__((export_name("enc_freemem")))
void enc_freemem(void *p) { free(p); }

