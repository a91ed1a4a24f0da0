#include <errno.h>
#include <unistd.h>
#include <unzip.h>

/* minizip reads through these functions over a descriptor liblift opened and checked itself (a
   regular file, opened without blocking), instead of opening the archive again by name: what was
   checked is what is read. The descriptor stays the caller's to close. */
typedef struct lift_zip_fd {
    int fd;
    ZPOS64_T pos;
    ZPOS64_T size;
    int err;
} lift_zip_fd;

static inline voidpf lift_zip_open(voidpf opaque, const void *filename, int mode) {
    (void)filename; (void)mode;
    return opaque;
}

static inline uLong lift_zip_read(voidpf opaque, voidpf stream, void *buf, uLong size) {
    (void)opaque;
    lift_zip_fd *f = (lift_zip_fd *)stream;
    ssize_t n;
    do { n = pread(f->fd, buf, size, (off_t)f->pos); } while (n < 0 && errno == EINTR);
    if (n < 0) { f->err = errno; return 0; }
    f->pos += (ZPOS64_T)n;
    return (uLong)n;
}

static inline uLong lift_zip_write(voidpf opaque, voidpf stream, const void *buf, uLong size) {
    (void)opaque; (void)stream; (void)buf; (void)size;
    return 0;
}

static inline ZPOS64_T lift_zip_tell(voidpf opaque, voidpf stream) {
    (void)opaque;
    return ((lift_zip_fd *)stream)->pos;
}

static inline long lift_zip_seek(voidpf opaque, voidpf stream, ZPOS64_T offset, int origin) {
    (void)opaque;
    lift_zip_fd *f = (lift_zip_fd *)stream;
    switch (origin) {
    case ZLIB_FILEFUNC_SEEK_SET: f->pos = offset; return 0;
    case ZLIB_FILEFUNC_SEEK_CUR: f->pos += offset; return 0;
    case ZLIB_FILEFUNC_SEEK_END: f->pos = f->size + offset; return 0;
    default: return -1;
    }
}

static inline int lift_zip_close(voidpf opaque, voidpf stream) {
    (void)opaque; (void)stream;
    return 0;
}

static inline int lift_zip_error(voidpf opaque, voidpf stream) {
    (void)opaque;
    return ((lift_zip_fd *)stream)->err;
}

/* The archive on `f` (its fd and size set), or NULL when it is no readable zip. */
static inline unzFile lift_unz_open_fd(lift_zip_fd *f) {
    zlib_filefunc64_def def;
    def.zopen64_file = lift_zip_open;
    def.zread_file = lift_zip_read;
    def.zwrite_file = lift_zip_write;
    def.ztell64_file = lift_zip_tell;
    def.zseek64_file = lift_zip_seek;
    def.zclose_file = lift_zip_close;
    def.zerror_file = lift_zip_error;
    def.opaque = f;
    return unzOpen2_64("", &def);
}
