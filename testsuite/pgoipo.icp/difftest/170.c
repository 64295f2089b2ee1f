/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 170 -o p170.c
 * Seed:      170
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static int32_t g_2 = 0x10C93B4EL;
static int32_t g_6 = 0xE00457A2L;
static uint16_t g_36 = 65530UL;
static int32_t g_41 = 0xEEDA7DA9L;
static int8_t g_58 = 0x1DL;
static int32_t g_63 = 5L;
static int32_t * const  volatile g_62 = &g_63;/* VOLATILE GLOBAL g_62 */
static int32_t g_80 = 0x9CA2468FL;
static int32_t g_86 = 0x5AD7CBC1L;
static int32_t g_89 = 0L;
static volatile int8_t g_94 = 1L;/* VOLATILE GLOBAL g_94 */
static volatile int8_t *g_93 = &g_94;
static volatile int8_t * volatile *g_92 = &g_93;
static int32_t g_96 = (-1L);
static int64_t g_101[1] = {0xC3E802F2280F24A8LL};
static uint32_t g_124 = 0x673044D6L;
static uint8_t g_136 = 0x0CL;
static uint64_t g_157 = 0x0EF2B8E86F5F88D2LL;
static int8_t *g_175 = &g_58;
static int8_t **g_174 = &g_175;
static uint16_t g_185 = 65532UL;
static int32_t g_187[10][8] = {{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
static int8_t **g_189 = (void*)0;
static int8_t ***g_188 = &g_189;
static int32_t g_190[5][8] = {{0L,(-3L),(-3L),0L,0xF9351E36L,0xAF3FA6EFL,0x7B5A891EL,0x95B5E54AL},{(-7L),0xBBF8E7FBL,0x4B32DF3EL,0xF9351E36L,(-5L),0xF9351E36L,0x4B32DF3EL,0xBBF8E7FBL},{(-3L),0xBBF8E7FBL,0x95B5E54AL,0x4B32DF3EL,1L,0xAF3FA6EFL,1L,1L},{0x95B5E54AL,(-3L),0L,0L,(-3L),0x95B5E54AL,1L,(-5L)},{0x7B5A891EL,0L,0x95B5E54AL,0xAF3FA6EFL,0x4B32DF3EL,(-7L),0x4B32DF3EL,0xAF3FA6EFL}};
static int32_t g_209 = (-1L);
static int16_t g_264[8] = {(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
static uint32_t g_278[10] = {2UL,2UL,18446744073709551615UL,1UL,18446744073709551615UL,2UL,2UL,18446744073709551615UL,1UL,18446744073709551615UL};
static int8_t g_326 = (-1L);
static int32_t *g_328 = &g_86;
static int32_t * volatile g_329[7][8][4] = {{{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80}},{{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80}},{{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0},{&g_209,&g_80,&g_80,&g_80},{&g_209,(void*)0,&g_6,&g_80},{&g_6,&g_80,&g_6,(void*)0}},{{&g_209,&g_80,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0}},{{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0}},{{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209}},{{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0},{&g_80,(void*)0,&g_80,&g_209},{&g_6,(void*)0,&g_209,(void*)0},{&g_6,&g_209,&g_80,(void*)0}}};
static uint8_t g_369[1] = {1UL};
static int32_t g_373 = 0xA48ED7FBL;
static int32_t * const *g_376 = &g_328;
static int32_t * const ** volatile g_375[6][8][5] = {{{(void*)0,(void*)0,(void*)0,&g_376,&g_376},{(void*)0,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,(void*)0},{&g_376,&g_376,&g_376,&g_376,(void*)0},{(void*)0,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,(void*)0}},{{&g_376,&g_376,(void*)0,&g_376,&g_376},{(void*)0,&g_376,&g_376,(void*)0,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{(void*)0,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{(void*)0,(void*)0,(void*)0,(void*)0,&g_376},{&g_376,(void*)0,(void*)0,&g_376,&g_376}},{{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,(void*)0,&g_376,(void*)0,&g_376},{&g_376,(void*)0,&g_376,(void*)0,&g_376},{(void*)0,&g_376,(void*)0,&g_376,(void*)0},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,(void*)0,&g_376},{&g_376,&g_376,&g_376,(void*)0,(void*)0},{&g_376,(void*)0,&g_376,&g_376,(void*)0}},{{(void*)0,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,&g_376,(void*)0,&g_376},{&g_376,(void*)0,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,(void*)0,&g_376},{&g_376,&g_376,(void*)0,(void*)0,&g_376}},{{&g_376,(void*)0,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,(void*)0,&g_376,&g_376,&g_376},{&g_376,&g_376,&g_376,(void*)0,&g_376},{&g_376,&g_376,&g_376,(void*)0,&g_376},{&g_376,&g_376,&g_376,&g_376,(void*)0},{&g_376,&g_376,&g_376,&g_376,&g_376},{&g_376,(void*)0,(void*)0,&g_376,(void*)0}},{{(void*)0,(void*)0,(void*)0,&g_376,(void*)0},{&g_376,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,(void*)0,(void*)0,&g_376},{&g_376,(void*)0,&g_376,(void*)0,&g_376},{&g_376,(void*)0,&g_376,(void*)0,&g_376},{(void*)0,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,(void*)0,&g_376,&g_376},{&g_376,&g_376,(void*)0,&g_376,&g_376}}};
static int64_t g_423[1][5] = {{6L,6L,6L,6L,6L}};
static uint32_t *g_441 = &g_124;
static volatile uint32_t g_469 = 1UL;/* VOLATILE GLOBAL g_469 */
static int8_t ****g_473 = &g_188;
static int32_t **g_515 = (void*)0;


/* --- FORWARD DECLARATIONS --- */
static uint8_t  func_1(void);
static int32_t * const * func_13(const int32_t  p_14, const int32_t  p_15);
static int32_t * func_16(int32_t ** p_17);
static int64_t  func_18(const uint32_t  p_19, const uint32_t  p_20, int8_t  p_21);
static const int8_t  func_26(int32_t  p_27, int32_t * p_28, int32_t  p_29, int32_t ** p_30, int32_t  p_31);
static uint8_t  func_44(int8_t  p_45, int32_t ** const  p_46);
static uint32_t  func_64(const uint16_t * p_65);
static int32_t  func_67(const int32_t * p_68, uint16_t  p_69);
static uint32_t  func_74(uint8_t  p_75, int8_t * p_76, int32_t  p_77);
static int8_t * func_81(int8_t * p_82);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_36 g_41 g_58 g_62 g_63 g_80 g_92 g_101 g_86 g_124 g_96 g_89 g_188 g_190 g_157 g_187 g_94 g_278 g_185 g_136 g_264 g_326 g_369 g_373 g_209 g_175 g_93 g_441 g_469 g_423
 * writes: g_2 g_6 g_36 g_41 g_58 g_63 g_80 g_86 g_89 g_92 g_96 g_101 g_124 g_136 g_157 g_174 g_187 g_190 g_209 g_185 g_278 g_326 g_328 g_369 g_373 g_376 g_264 g_473 g_515
 */
static uint8_t  func_1(void)
{ /* block id: 0 */
    uint64_t l_49 = 1UL;
    int32_t *l_60 = (void*)0;
    int32_t ** const l_59 = &l_60;
    int32_t **l_393 = &l_60;
    int32_t *l_395 = &g_209;
    int32_t l_416[9] = {0x106B63F3L,6L,0x106B63F3L,6L,0x106B63F3L,6L,0x106B63F3L,6L,0x106B63F3L};
    uint32_t *l_440 = &g_124;
    int16_t l_451 = 1L;
    int8_t *l_458 = &g_58;
    int8_t **l_459 = &l_458;
    int8_t *l_461 = &g_326;
    int8_t **l_460 = &l_461;
    int16_t *l_467 = &g_264[0];
    int8_t *l_468 = &g_326;
    int32_t *l_470 = &g_86;
    int8_t ****l_471[10][8] = {{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188},{&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188,&g_188}};
    int64_t *l_499 = &g_101[0];
    const uint32_t l_503 = 0x6F02563EL;
    int i, j;
    for (g_2 = 0; (g_2 <= 24); g_2 = safe_add_func_uint32_t_u_u(g_2, 6))
    { /* block id: 3 */
        int32_t l_5[4][7][7] = {{{1L,0x9CD49FCFL,4L,4L,(-7L),(-1L),7L},{3L,1L,0x58A60016L,0L,4L,4L,0L},{6L,(-1L),6L,(-6L),(-2L),2L,0xD40A1650L},{4L,0x58A60016L,(-3L),6L,0L,0x525D2D91L,1L},{(-1L),2L,0xDA862840L,0xAC3EFC16L,0xA149CEC7L,2L,0x189D9E62L},{0L,(-6L),1L,3L,0x56095DBCL,4L,2L},{3L,2L,0x189D9E62L,0xDA862840L,0x59C17633L,(-1L),(-1L)}},{{2L,0x82E77E81L,0xBC40ED3CL,0x82E77E81L,2L,1L,0xFE012D2CL},{(-2L),0xAC3EFC16L,0x7ADF1ADBL,(-1L),(-1L),0L,0xC87778E1L},{0x58A60016L,(-10L),2L,6L,(-1L),0x609C3FBBL,0L},{(-2L),(-1L),2L,0xA149CEC7L,0x7ADF1ADBL,1L,0x461E7071L},{2L,0x0A233712L,6L,4L,(-1L),0x82E77E81L,(-1L)},{3L,0x3147F59EL,0L,(-1L),0L,0x3147F59EL,3L},{0L,2L,4L,0xCEFD06BDL,(-6L),(-9L),1L}},{{(-1L),0L,0xD40A1650L,6L,2L,0xDA862840L,0x3147F59EL},{4L,0xF592758EL,4L,(-10L),0L,0xBC40ED3CL,2L},{2L,0x189D9E62L,(-1L),4L,(-2L),0L,0x461E7071L},{1L,0L,0x3E63E315L,3L,9L,3L,0x3E63E315L},{0x886255D5L,0x886255D5L,0xD40A1650L,0x59C17633L,0L,4L,2L},{1L,0L,6L,9L,1L,(-1L),0x82E77E81L},{(-6L),2L,(-7L),0x3147F59EL,0L,3L,2L}},{{4L,0x0A233712L,1L,1L,9L,(-6L),0xFE012D2CL},{0xDA862840L,1L,4L,0L,(-2L),1L,(-2L)},{0x525D2D91L,(-6L),(-6L),0x525D2D91L,(-10L),0x3E63E315L,(-1L)},{0x461E7071L,(-6L),(-1L),3L,0x0AE73598L,2L,7L},{0xCEFD06BDL,1L,1L,6L,0xBC40ED3CL,0x56095DBCL,(-1L)},{0xAC3EFC16L,0xA149CEC7L,2L,0x189D9E62L,(-1L),4L,(-2L)},{1L,2L,(-9L),(-3L),0x56095DBCL,0x58A60016L,0xFE012D2CL}}};
        int32_t l_55 = 0x3E3674DCL;
        int32_t **l_349 = &l_60;
        int8_t l_370 = (-1L);
        const uint16_t l_398[7] = {65535UL,0x0A55L,65535UL,65535UL,0x0A55L,65535UL,65535UL};
        int64_t l_417 = 0xF96EEB8164B1C45FLL;
        int i, j, k;
        for (g_6 = 3; (g_6 >= 0); g_6 -= 1)
        { /* block id: 6 */
            int32_t *l_8 = &g_2;
            int32_t **l_7 = &l_8;
            uint16_t *l_34 = (void*)0;
            uint16_t *l_35 = &g_36;
            int32_t *l_39 = &l_5[3][5][6];
            int32_t *l_40 = &g_41;
            int8_t *l_56 = (void*)0;
            int8_t *l_57 = &g_58;
            uint8_t l_350 = 0x3FL;
            uint8_t *l_368 = &g_369[0];
            int32_t *l_372 = &g_373;
            int32_t * const **l_377 = &g_376;
            int32_t l_419 = 0xD836C280L;
            int32_t l_420 = 0x5EEB73DFL;
            int32_t l_421 = 0x17A40FEAL;
            int32_t l_422 = (-3L);
            const uint64_t l_437 = 1UL;
            uint32_t *l_442 = &g_124;
            (*l_7) = (void*)0;
            (*l_377) = ((safe_rshift_func_uint8_t_u_s((safe_rshift_func_int16_t_s_s(0x1131L, g_2)), 4)) , func_13(((*l_372) ^= (g_2 >= (&g_2 == ((*l_7) = func_16(((func_18(g_2, (((*l_368) ^= (safe_lshift_func_int16_t_s_s((safe_lshift_func_uint8_t_u_s(g_6, func_26(((*l_40) &= ((*l_39) = (safe_lshift_func_uint16_t_u_s(((*l_35)++), 3)))), &g_6, ((*g_62) = (safe_mul_func_uint8_t_u_u(func_44(((*l_57) ^= (safe_sub_func_int32_t_s_s((((l_49 , (safe_rshift_func_int16_t_s_u((~(safe_sub_func_int8_t_s_s(1L, l_55))), g_6))) , 65530UL) != g_2), 0L))), l_59), g_264[0]))), l_349, l_350))), 5))) <= l_350), l_370) < g_264[7]) , &l_60)))))), g_264[0]));
            if ((*l_372))
            { /* block id: 120 */
                if ((*g_62))
                    break;
                return g_101[0];
            }
            else
            { /* block id: 123 */
                uint16_t *l_380 = &g_36;
                int32_t l_383 = 7L;
                uint32_t *l_388 = &g_124;
                int32_t l_394 = 5L;
                (**l_7) = (safe_div_func_int64_t_s_s(((((void*)0 == l_380) > ((((((g_157 = ((*l_8) ^ (safe_div_func_uint64_t_u_u(((((*l_372) = l_383) < ((((safe_lshift_func_uint16_t_u_u((((5UL >= ((((safe_sub_func_uint32_t_u_u(((*l_388) &= l_383), (safe_lshift_func_int16_t_s_u(((safe_lshift_func_int8_t_s_u(((*l_57) ^= (l_393 != ((((void*)0 == l_388) < l_383) , l_349))), l_383)) ^ l_383), g_278[4])))) < g_96) == l_394) & (-1L))) < 0xD55B35D3E90FA34FLL) < g_101[0]), 13)) || l_383) ^ 255UL) , g_185)) | l_370), g_101[0])))) || (*l_372)) == g_190[0][6]) ^ l_383) , g_369[0]) , (*l_372))) <= (-1L)), 0x1BC2BF2A81067932LL));
            }
            (*l_7) = ((*l_393) = l_395);
            for (l_370 = 3; (l_370 >= 0); l_370 -= 1)
            { /* block id: 134 */
                int32_t * const *l_402 = &g_328;
                int32_t l_414 = 0xE7BC1A00L;
                int32_t l_418 = 0xA1244F57L;
                int32_t *l_446 = &l_416[5];
                int i, j, k;
                (*l_60) |= ((void*)0 == l_56);
                (*l_395) &= l_5[g_6][(l_370 + 2)][(l_370 + 1)];
                for (g_373 = 26; (g_373 <= 25); g_373 = safe_sub_func_int64_t_s_s(g_373, 8))
                { /* block id: 139 */
                    int32_t ***l_407[9] = {&l_7,&l_7,&l_7,&l_7,&l_7,&l_7,&l_7,&l_7,&l_7};
                    uint32_t *l_410 = &g_278[4];
                    int16_t *l_411 = &g_264[0];
                    uint32_t l_445 = 0x64B22C10L;
                    int i;
                    (*l_59) = func_16(((0x955BD646E06E186ELL & ((l_398[3] || (!(safe_sub_func_uint16_t_u_u((l_5[g_6][(l_370 + 2)][(l_370 + 1)] | ((void*)0 == l_402)), (safe_rshift_func_uint16_t_u_s((((*l_411) = (safe_sub_func_uint64_t_u_u(1UL, (((*l_410) = (l_407[8] == ((safe_mul_func_uint16_t_u_u(g_41, 0x09C6L)) , &l_402))) , (*l_372))))) != (*l_395)), 0)))))) ^ (*g_62))) , &g_328));
                    for (l_49 = 0; (l_49 >= 1); l_49 = safe_add_func_int16_t_s_s(l_49, 5))
                    { /* block id: 145 */
                        int64_t l_415 = 0L;
                        uint64_t l_424 = 1UL;
                        uint32_t *l_439 = &g_124;
                        uint32_t **l_438[4] = {&l_439,&l_439,&l_439,&l_439};
                        int i;
                    }
                    (*l_349) = func_16(&g_328);
                }
            }
        }
    }
    (*l_470) |= ((safe_lshift_func_uint8_t_u_s((((-8L) & g_36) == (((safe_add_func_uint8_t_u_u(l_451, (*g_175))) <= (((*l_468) |= ((safe_sub_func_uint16_t_u_u(0xDFBDL, ((((safe_add_func_uint8_t_u_u(((((safe_lshift_func_uint8_t_u_u((((*l_460) = ((*l_459) = l_458)) == (*g_92)), 2)) <= ((((safe_unary_minus_func_uint64_t_u((safe_add_func_uint64_t_u_u((((*l_467) = (safe_mul_func_int16_t_s_s(0x94D6L, 65529UL))) && g_101[0]), g_190[3][2])))) , (*g_441)) , (void*)0) == &l_49)) != 2L) == 0xE34CL), (*g_175))) , (*l_395)) , 0L) >= g_187[5][5]))) | g_278[5])) , 246UL)) < g_369[0])), g_469)) < g_278[8]);
    if ((*l_470))
    { /* block id: 167 */
        int8_t *****l_472[3];
        int32_t ***l_482 = (void*)0;
        int16_t l_486 = 0xF1F8L;
        int16_t l_487 = 0x54A6L;
        uint16_t *l_488 = &g_36;
        const int32_t l_502 = 0x30AB4798L;
        uint8_t *l_504 = &g_369[0];
        int32_t l_505 = 0x474C6900L;
        int i;
        for (i = 0; i < 3; i++)
            l_472[i] = &l_471[6][4];
        g_473 = l_471[8][1];
        for (g_124 = 0; (g_124 <= 0); g_124 += 1)
        { /* block id: 171 */
            int i;
            (*l_393) = func_16(&g_328);
            (**l_393) &= g_369[g_124];
            if ((**l_59))
                break;
        }
        (*g_62) = ((safe_lshift_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((((safe_mul_func_int8_t_s_s((l_505 ^= (safe_rshift_func_uint16_t_u_u(((l_482 == ((safe_mul_func_uint32_t_u_u((((*l_488) = (l_487 |= ((!(*g_62)) && l_486))) != 4L), ((safe_mod_func_uint16_t_u_u((l_486 , ((safe_lshift_func_uint8_t_u_u(((*l_504) |= (safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s(((((g_6 , (((*g_175) = ((l_499 == &g_101[0]) & (safe_mod_func_int16_t_s_s((l_502 && l_486), g_190[1][2])))) , l_486)) , g_278[4]) >= 1UL) != g_101[0]), l_486)), l_503)), l_502))), 7)) & g_157)), g_86)) != g_187[9][3]))) , (void*)0)) , 7UL), g_124))), 0xCCL)) != (-1L)) , g_423[0][0]), g_41)), l_502)) != l_486);
        (*l_393) = func_16(&l_395);
    }
    else
    { /* block id: 183 */
        const int32_t * const l_506 = &g_96;
        const int32_t *l_508 = &l_416[8];
        const int32_t **l_507 = &l_508;
        int32_t l_509 = 1L;
        uint32_t l_514 = 0x14465E9DL;
        (*l_507) = l_506;
        l_509 ^= (-1L);
        l_514 &= (safe_rshift_func_uint8_t_u_s((safe_sub_func_uint8_t_u_u(0x32L, 0UL)), 7));
    }
    (*l_393) = func_16((g_515 = &g_328));
    return (**l_393);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * const * func_13(const int32_t  p_14, const int32_t  p_15)
{ /* block id: 117 */
    int32_t * const *l_374 = (void*)0;
    return l_374;
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static int32_t * func_16(int32_t ** p_17)
{ /* block id: 113 */
    int32_t *l_371[3];
    int i;
    for (i = 0; i < 3; i++)
        l_371[i] = &g_209;
    return l_371[2];
}


/* ------------------------------------------ */
/* 
 * reads : g_63
 * writes:
 */
static int64_t  func_18(const uint32_t  p_19, const uint32_t  p_20, int8_t  p_21)
{ /* block id: 111 */
    return g_63;
}


/* ------------------------------------------ */
/* 
 * reads : g_278 g_58 g_185 g_96 g_62 g_63 g_190
 * writes: g_185 g_96
 */
static const int8_t  func_26(int32_t  p_27, int32_t * p_28, int32_t  p_29, int32_t ** p_30, int32_t  p_31)
{ /* block id: 106 */
    int32_t **l_351 = (void*)0;
    int32_t l_366 = 0x36BB0D7DL;
    int32_t *l_367 = &g_96;
    (*l_367) = ((((((((void*)0 != l_351) <= (safe_sub_func_uint32_t_u_u(((safe_add_func_int32_t_s_s((!g_278[7]), ((safe_mul_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_uint16_t_u(g_58)), (g_185 |= 0x991FL))), 6)), ((-5L) & ((safe_mod_func_uint32_t_u_u(0x0D19E221L, 0x17DB600CL)) != ((&g_136 == (void*)0) ^ p_31))))) > l_366))) , g_96), (*g_62)))) , l_366) || g_190[4][3]) != p_29) | p_31) , 0x50E1AEA4L);
    return (*l_367);
}


/* ------------------------------------------ */
/* 
 * reads : g_62 g_63 g_80 g_58 g_86 g_89 g_92 g_96 g_101 g_124 g_2 g_188 g_190 g_157 g_187 g_6 g_185 g_94 g_278 g_136 g_264 g_326
 * writes: g_63 g_80 g_58 g_86 g_89 g_92 g_96 g_101 g_124 g_136 g_157 g_174 g_187 g_190 g_209 g_185 g_278 g_326 g_328
 */
static uint8_t  func_44(int8_t  p_45, int32_t ** const  p_46)
{ /* block id: 12 */
    uint64_t l_61 = 0xFC58AC374484A863LL;
    const uint16_t *l_66 = (void*)0;
    int32_t *l_330 = &g_86;
    uint64_t *l_341 = &l_61;
    uint32_t *l_345 = &g_124;
    uint16_t l_346 = 65532UL;
    uint8_t *l_347 = &g_136;
    int32_t *l_348 = &g_96;
    (*g_62) = l_61;
    (*l_330) = ((func_64(l_66) , (*p_46)) == (l_61 , &g_2));
    (*l_348) |= (safe_rshift_func_uint16_t_u_s(65535UL, (safe_lshift_func_uint8_t_u_s(((*l_347) = (0x50L ^ (safe_sub_func_int32_t_s_s((((safe_sub_func_uint16_t_u_u((((18446744073709551609UL ^ ((*l_341)++)) == g_190[3][5]) > 1L), g_190[4][3])) & ((*l_345) = ((!g_86) != 0x43BEBD9DL))) < l_346), p_45)))), 1))));
    return g_86;
}


/* ------------------------------------------ */
/* 
 * reads : g_62 g_63 g_80 g_58 g_86 g_89 g_92 g_96 g_101 g_124 g_2 g_188 g_190 g_157 g_187 g_6 g_185 g_94 g_278 g_136 g_264 g_326
 * writes: g_80 g_58 g_86 g_89 g_92 g_96 g_101 g_124 g_136 g_157 g_174 g_187 g_190 g_209 g_185 g_63 g_278 g_326 g_328
 */
static uint32_t  func_64(const uint16_t * p_65)
{ /* block id: 14 */
    const int32_t *l_70 = &g_63;
    int16_t l_73 = 0L;
    int32_t *l_79[10][10] = {{&g_6,&g_2,&g_80,&g_80,&g_2,&g_6,&g_63,&g_63,&g_6,&g_2},{&g_2,&g_80,&g_80,&g_2,&g_6,&g_63,&g_63,&g_6,&g_2,&g_80},{&g_2,&g_2,&g_63,&g_80,&g_6,&g_6,&g_80,&g_63,&g_2,&g_2},{&g_6,&g_80,&g_63,&g_2,&g_2,&g_63,&g_80,&g_6,&g_6,&g_80},{&g_6,&g_2,&g_80,&g_80,&g_2,&g_6,&g_63,&g_63,&g_6,&g_2},{&g_2,&g_80,&g_80,&g_2,&g_6,&g_63,&g_63,&g_6,&g_2,&g_80},{&g_2,&g_2,&g_63,&g_80,&g_6,&g_6,&g_80,&g_63,&g_2,&g_2},{&g_6,&g_80,&g_63,&g_2,&g_2,&g_63,&g_80,&g_6,&g_6,&g_80},{&g_6,&g_2,&g_80,&g_80,&g_2,&g_6,&g_63,&g_63,&g_6,&g_2},{&g_2,&g_80,&g_80,&g_2,&g_6,&g_63,&g_63,&g_6,&g_2,&g_80}};
    int8_t *l_83 = (void*)0;
    uint32_t l_217[10] = {0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L,0x8879A0F3L};
    int8_t l_218 = 0x0AL;
    uint8_t *l_281 = &g_136;
    int32_t **l_327[5] = {&l_79[1][5],&l_79[1][5],&l_79[1][5],&l_79[1][5],&l_79[1][5]};
    int i, j;
    g_326 ^= func_67(l_70, (((*l_281) = (safe_mod_func_int32_t_s_s((l_73 < (func_74((safe_unary_minus_func_int32_t_s((g_80 |= (*g_62)))), func_81(l_83), ((*l_70) == (((safe_mul_func_uint16_t_u_u(((((0x2FL ^ (*l_70)) | (safe_lshift_func_int16_t_s_u(0x7840L, g_6))) <= (*l_70)) || (*l_70)), l_217[5])) & (*l_70)) ^ l_218))) && 0L)), g_2))) && g_278[3]));
    g_328 = l_79[8][0];
    return (*l_70);
}


/* ------------------------------------------ */
/* 
 * reads : g_185 g_190 g_58 g_136 g_157 g_264 g_62 g_63 g_89 g_86 g_278
 * writes: g_185 g_136 g_157 g_124 g_101
 */
static int32_t  func_67(const int32_t * p_68, uint16_t  p_69)
{ /* block id: 83 */
    int32_t l_284 = (-10L);
    int8_t *l_287 = &g_58;
    uint16_t *l_288[10] = {&g_185,&g_185,&g_185,&g_185,&g_185,&g_185,&g_185,&g_185,&g_185,&g_185};
    int32_t l_289 = (-1L);
    int32_t l_290 = 0x3E255A64L;
    int32_t l_291 = 0xD1017D59L;
    int32_t *l_306 = (void*)0;
    int32_t **l_305 = &l_306;
    int32_t *l_308 = &g_89;
    int32_t **l_307 = &l_308;
    uint8_t *l_309 = &g_136;
    uint64_t *l_310 = &g_157;
    uint32_t *l_311 = &g_124;
    int32_t *l_312 = &l_290;
    int32_t *l_318 = &g_190[4][3];
    int32_t **l_317 = &l_318;
    int64_t *l_325 = &g_101[0];
    int i;
    (*l_312) = ((safe_rshift_func_int8_t_s_u(l_284, (249UL && (~(-9L))))) & ((+(((l_287 != l_287) != ((++g_185) && ((safe_rshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(l_284, 14)), (safe_rshift_func_int8_t_s_s((((*l_311) = (!((*l_310) |= (safe_div_func_int16_t_s_s((((safe_add_func_uint8_t_u_u(((*l_309) ^= ((&l_290 == ((*l_307) = ((*l_305) = &l_289))) != ((g_190[4][6] , g_58) , 0x2B42D1C9BFA93111LL))), p_69)) , (-4L)) || p_69), 0x37E1L))))) , p_69), 6)))) , g_264[4]))) && p_69)) > (*g_62)));
    (*l_312) = ((safe_add_func_uint32_t_u_u(((((*l_310) = (safe_mul_func_int16_t_s_s(0xED9BL, (((&g_187[1][7] == ((*l_317) = &g_190[0][6])) > (**l_307)) >= (safe_rshift_func_int16_t_s_s(0x1B94L, 4)))))) != ((safe_lshift_func_int16_t_s_u((-5L), p_69)) < (((safe_lshift_func_int8_t_s_u((p_69 <= ((*l_325) = (**l_307))), g_86)) && p_69) ^ p_69))) , g_190[4][3]), g_278[2])) ^ 18446744073709551610UL);
    return (*p_68);
}


/* ------------------------------------------ */
/* 
 * reads : g_185 g_2 g_94 g_62 g_278
 * writes: g_185 g_63 g_278
 */
static uint32_t  func_74(uint8_t  p_75, int8_t * p_76, int32_t  p_77)
{ /* block id: 65 */
    uint64_t l_262 = 0x4DFAA35959F26372LL;
    int32_t l_266 = 0xC27B40A8L;
    int32_t l_274 = (-8L);
    int32_t l_275 = 0L;
    int32_t l_276[8][8] = {{0x4E7C1789L,0x4E7C1789L,4L,0x4E7C1789L,0x4E7C1789L,4L,0x4E7C1789L,0x4E7C1789L},{1L,0x4E7C1789L,1L,1L,0x4E7C1789L,1L,1L,0x4E7C1789L},{0x4E7C1789L,1L,1L,0x4E7C1789L,1L,1L,0x4E7C1789L,1L},{0x4E7C1789L,0x4E7C1789L,4L,0x4E7C1789L,0x4E7C1789L,4L,0x4E7C1789L,0x4E7C1789L},{1L,0x4E7C1789L,1L,1L,0x4E7C1789L,1L,1L,0x4E7C1789L},{0x4E7C1789L,1L,1L,0x4E7C1789L,1L,1L,0x4E7C1789L,1L},{0x4E7C1789L,0x4E7C1789L,4L,0x4E7C1789L,0x4E7C1789L,4L,0x4E7C1789L,0x4E7C1789L},{1L,0x4E7C1789L,1L,1L,0x4E7C1789L,1L,1L,0x4E7C1789L}};
    int i, j;
    for (g_185 = 0; (g_185 >= 18); ++g_185)
    { /* block id: 68 */
        uint32_t l_265 = 0x5CAA8788L;
        int32_t *l_268 = (void*)0;
        int32_t *l_269 = (void*)0;
        int32_t *l_270 = &g_89;
        int32_t *l_271 = &l_266;
        int32_t *l_272[3][7][10] = {{{(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0},{&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0},{(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209},{&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209},{(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0},{&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0},{(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209}},{{&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209},{(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0},{&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0},{(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209},{&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209},{(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0},{&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0}},{{(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209},{&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209},{(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0},{&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0},{(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209,&l_266,&g_209,(void*)0,&g_209},{&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209,&g_80,(void*)0,&g_80,&g_209},{(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0,&l_266,(void*)0,(void*)0,(void*)0}}};
        int32_t l_273[9][7][4] = {{{0x55A2B3F6L,(-1L),0xC5719902L,4L},{(-1L),0xE7F7A6C3L,0xC423A20FL,0xEB302BC3L},{0xEB302BC3L,0xFD7EBAF8L,0L,0x3DA9CE40L},{3L,0xC423A20FL,0xBC9ECE6EL,1L},{0x06361E6EL,0xEB302BC3L,4L,7L},{(-1L),3L,0xEB302BC3L,3L},{(-1L),0L,0L,3L}},{{0xFD7EBAF8L,(-1L),0x2216667DL,0xBC9ECE6EL},{0x0A964B1BL,0L,0xB9092B1AL,0x697B6F9FL},{0x0A964B1BL,0x2C7286ECL,0x2216667DL,9L},{0xFD7EBAF8L,0x697B6F9FL,0L,0xAE0652BEL},{(-1L),(-8L),0xEB302BC3L,0xFA8A0700L},{(-1L),0x1254D81AL,4L,0x5C06C30AL},{0x06361E6EL,0x3CD36BC4L,0xBC9ECE6EL,0L}},{{3L,8L,0L,(-7L)},{0xEB302BC3L,0xD0B2B691L,0xC423A20FL,4L},{(-1L),0x3055AC83L,0xC5719902L,0x2216667DL},{8L,0x2C7286ECL,0x1254D81AL,(-1L)},{0xF469B733L,0L,8L,(-1L)},{0x2216667DL,0xB9092B1AL,7L,(-8L)},{(-1L),0xD70B6333L,0x850A1A16L,0x850A1A16L}},{{1L,1L,3L,0x89B08243L},{0x5C06C30AL,0x14572128L,(-1L),0xAE0652BEL},{(-1L),0x25621921L,0x3DA9CE40L,(-1L)},{0xEB302BC3L,0x25621921L,3L,0xAE0652BEL},{0x25621921L,0x14572128L,0xFD7EBAF8L,0x89B08243L},{(-8L),1L,0L,0x850A1A16L},{(-1L),0xD70B6333L,0x25621921L,(-8L)}},{{0x3DA9CE40L,0xB9092B1AL,0L,(-1L)},{0xD0B2B691L,0L,0xAE0652BEL,(-1L)},{0x06361E6EL,0x2C7286ECL,0xF469B733L,1L},{0x1CB4C1B8L,0L,9L,0x2216667DL},{4L,0L,0x5C06C30AL,0xAF6FE2EBL},{0xC5719902L,0xEB302BC3L,0xB9092B1AL,0L},{0xD70B6333L,(-8L),0x3055AC83L,3L}},{{0x3CD36BC4L,0x3055AC83L,0x14572128L,0xD34EA4AFL},{0L,(-8L),0L,7L},{3L,(-1L),(-7L),0x5D6436AEL},{(-8L),0x850A1A16L,0x1CB4C1B8L,(-1L)},{0x0A964B1BL,0L,0x1CB4C1B8L,0L},{(-8L),7L,(-7L),0x14572128L},{3L,0xF469B733L,0L,1L}},{{0L,1L,0x14572128L,4L},{0x3CD36BC4L,0x697B6F9FL,0x3055AC83L,3L},{0xD70B6333L,(-1L),0xB9092B1AL,0x5C06C30AL},{0xC5719902L,0x6213B6CCL,0x5C06C30AL,0x697B6F9FL},{4L,(-1L),9L,0x55A2B3F6L},{0x1CB4C1B8L,0x3CD36BC4L,0xF469B733L,0xBC9ECE6EL},{0x06361E6EL,0x1CB4C1B8L,0xAE0652BEL,0xE7F7A6C3L}},{{0xD0B2B691L,0xD34EA4AFL,0L,0xC5719902L},{0x3DA9CE40L,0x5D6436AEL,0x25621921L,(-1L)},{(-1L),0L,0L,(-1L)},{(-8L),0xAE0652BEL,0xFD7EBAF8L,0x8EDF1D7FL},{0x25621921L,0L,3L,0x3CD36BC4L},{0xEB302BC3L,(-1L),0x3DA9CE40L,0x3CD36BC4L},{(-1L),0L,(-1L),0x8EDF1D7FL}},{{0x5C06C30AL,0xAE0652BEL,3L,(-1L)},{1L,0L,0x850A1A16L,(-1L)},{(-1L),0x5D6436AEL,7L,0xC5719902L},{0x2216667DL,0xD34EA4AFL,8L,0xE7F7A6C3L},{0xF469B733L,0x1CB4C1B8L,0x1254D81AL,0xBC9ECE6EL},{8L,0x3CD36BC4L,0xC423A20FL,0x55A2B3F6L},{7L,(-1L),(-1L),0x697B6F9FL}}};
        int8_t l_277[2][7] = {{0x3CL,1L,0xBAL,0xF7L,0xBAL,1L,0x3CL},{0xF7L,0x3CL,0x29L,0xAEL,0x29L,0x3CL,0xF7L}};
        int i, j, k;
        for (p_75 = (-10); (p_75 == 10); p_75 = safe_add_func_int32_t_s_s(p_75, 3))
        { /* block id: 71 */
            uint16_t l_223 = 65532UL;
            int32_t l_243 = 0x6B5A9897L;
            uint16_t *l_250 = &l_223;
            uint8_t *l_261[3];
            int16_t *l_263 = &g_264[0];
            int32_t *l_267[6][6] = {{&g_6,&g_6,(void*)0,&g_86,&g_209,&l_266},{&g_209,(void*)0,&g_63,&g_86,(void*)0,(void*)0},{&g_6,&g_209,&g_63,&g_209,&g_6,&l_266},{&g_80,&g_209,(void*)0,&g_80,(void*)0,(void*)0},{&g_80,(void*)0,(void*)0,&g_209,&g_209,(void*)0},{&g_6,&g_6,(void*)0,&g_86,&g_209,&l_266}};
            int i, j;
            for (i = 0; i < 3; i++)
                l_261[i] = (void*)0;
            if (l_223)
                break;
            (*g_62) = ((safe_unary_minus_func_int32_t_s((~0xC6L))) & (safe_div_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u(((0x03L & g_2) , ((((((g_94 , l_261[1]) == (void*)0) != l_266) , 18446744073709551615UL) && 0x8705FF088BA0BCDDLL) || 1L)), g_2)), l_223)));
        }
        g_278[4]--;
    }
    return p_75;
}


/* ------------------------------------------ */
/* 
 * reads : g_58 g_86 g_89 g_92 g_96 g_101 g_63 g_124 g_2 g_188 g_190 g_157 g_187
 * writes: g_58 g_86 g_89 g_92 g_96 g_101 g_124 g_136 g_157 g_174 g_187 g_190 g_209
 */
static int8_t * func_81(int8_t * p_82)
{ /* block id: 16 */
    uint16_t l_107 = 65534UL;
    int8_t *l_211 = &g_58;
    int8_t *l_212 = &g_58;
    for (g_58 = (-8); (g_58 >= (-19)); g_58--)
    { /* block id: 19 */
        int8_t l_102 = 0x52L;
        int32_t l_108[3];
        const int16_t l_114 = 0x13A2L;
        int8_t *l_162 = &g_58;
        int8_t ** const l_161 = &l_162;
        int8_t ** const *l_160 = &l_161;
        int32_t l_183 = 0xE35FF2B4L;
        int i;
        for (i = 0; i < 3; i++)
            l_108[i] = 0x2983F5D6L;
        for (g_86 = 0; (g_86 == (-20)); g_86--)
        { /* block id: 22 */
            uint32_t l_115 = 7UL;
            int32_t l_121 = 0L;
            for (g_89 = 0; (g_89 > (-8)); g_89 = safe_sub_func_uint64_t_u_u(g_89, 7))
            { /* block id: 25 */
                volatile int8_t * volatile **l_95 = &g_92;
                int32_t l_103[4][2] = {{0x4C770407L,0x4C770407L},{0L,0x4C770407L},{0x4C770407L,0L},{0x4C770407L,0x4C770407L}};
                int i, j;
                (*l_95) = g_92;
                for (g_96 = (-26); (g_96 >= 21); g_96 = safe_add_func_uint8_t_u_u(g_96, 4))
                { /* block id: 29 */
                    uint64_t l_99[3][8][6] = {{{3UL,18446744073709551615UL,1UL,8UL,18446744073709551608UL,0xC0EF148A9B2A3363LL},{18446744073709551615UL,0xC0EF148A9B2A3363LL,6UL,6UL,0xC0EF148A9B2A3363LL,18446744073709551615UL},{0UL,0x9E214278D6BFD675LL,18446744073709551615UL,0x68E54706CD8FDA5ELL,18446744073709551612UL,1UL},{0xAE6BA1441E233C22LL,0xA7FA1A718AF62F62LL,1UL,2UL,1UL,1UL},{0xAE6BA1441E233C22LL,0xC0BD78952EB5F757LL,2UL,0x68E54706CD8FDA5ELL,6UL,0xA7FA1A718AF62F62LL},{0UL,18446744073709551612UL,0UL,6UL,0xBF95235BB1E24EB7LL,3UL},{18446744073709551615UL,3UL,0x2479274D830BE999LL,8UL,1UL,0x9C813C75F9279698LL},{3UL,0x94906A58E0DE0C47LL,0UL,4UL,8UL,6UL}},{{0x0864F5ABE080F988LL,18446744073709551614UL,8UL,18446744073709551614UL,0x0864F5ABE080F988LL,0UL},{0x68E54706CD8FDA5ELL,0xA20CFB035B4089D3LL,18446744073709551612UL,0xC0EF148A9B2A3363LL,4UL,18446744073709551615UL},{1UL,6UL,0x9E214278D6BFD675LL,0xA20CFB035B4089D3LL,1UL,18446744073709551615UL},{18446744073709551608UL,0x2479274D830BE999LL,18446744073709551612UL,1UL,0xC0BD78952EB5F757LL,0UL},{1UL,0xBF95235BB1E24EB7LL,8UL,0x9C813C75F9279698LL,0x2479274D830BE999LL,6UL},{0UL,0x68E54706CD8FDA5ELL,0UL,18446744073709551615UL,1UL,0x9C813C75F9279698LL},{0x9C813C75F9279698LL,7UL,0x2479274D830BE999LL,1UL,3UL,3UL},{0x2479274D830BE999LL,0UL,0UL,0x2479274D830BE999LL,0x94906A58E0DE0C47LL,0xA7FA1A718AF62F62LL}},{{6UL,18446744073709551608UL,2UL,0x9E214278D6BFD675LL,0x68E54706CD8FDA5ELL,1UL},{0UL,2UL,1UL,0x0864F5ABE080F988LL,0x68E54706CD8FDA5ELL,1UL},{0xA7FA1A718AF62F62LL,18446744073709551608UL,18446744073709551615UL,0UL,0x94906A58E0DE0C47LL,18446744073709551615UL},{18446744073709551612UL,0UL,6UL,0xBF95235BB1E24EB7LL,3UL,0xC0EF148A9B2A3363LL},{0x4FAD62130E9DD371LL,7UL,1UL,1UL,1UL,5UL},{0xC0BD78952EB5F757LL,0x68E54706CD8FDA5ELL,0x94906A58E0DE0C47LL,0UL,0x2479274D830BE999LL,0UL},{2UL,0xBF95235BB1E24EB7LL,2UL,0x0B1092FBB161CA2ELL,0xC0BD78952EB5F757LL,0UL},{1UL,0xAE6BA1441E233C22LL,0x68E54706CD8FDA5ELL,18446744073709551608UL,6UL,0UL}}};
                    int64_t *l_100 = &g_101[0];
                    int64_t l_116 = 0L;
                    int32_t l_119[8] = {0xC3E2E3E2L,(-1L),0xC3E2E3E2L,(-1L),0xC3E2E3E2L,(-1L),0xC3E2E3E2L,(-1L)};
                    int i, j, k;
                    if (((((l_102 = ((*l_100) &= l_99[0][3][3])) > (l_103[0][1] && ((((safe_rshift_func_int8_t_s_u((1UL == g_86), (((~(l_107 < l_108[1])) | (safe_sub_func_int16_t_s_s((!(((((l_108[0] | (g_63 == (safe_rshift_func_int16_t_s_s(((0x6DL != 1UL) & l_107), l_108[1])))) ^ l_114) | l_114) > l_115) ^ 65535UL)), l_103[2][1]))) , 255UL))) != l_115) <= l_115) , 0UL))) , l_116) && 1L))
                    { /* block id: 32 */
                        int32_t *l_117 = &l_103[1][1];
                        int32_t *l_118 = &l_108[1];
                        int32_t *l_120 = &l_119[2];
                        int32_t *l_122 = &l_103[0][1];
                        int32_t *l_123 = &l_103[0][0];
                        int32_t **l_127 = &l_120;
                        g_124++;
                        if (g_2)
                            continue;
                        (*l_127) = &g_86;
                        return p_82;
                    }
                    else
                    { /* block id: 37 */
                        int32_t *l_128 = &l_103[1][0];
                        uint8_t *l_135 = &g_136;
                        int32_t l_155 = 0x13CF2979L;
                        int32_t *l_156[7] = {&l_119[2],&l_119[2],&l_119[2],&l_119[2],&l_119[2],&l_119[2],&l_119[2]};
                        int i;
                        (*l_128) = g_96;
                        g_157 = (safe_add_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u((((safe_mul_func_uint64_t_u_u(0xF065A9757D9B7243LL, (((*l_135) = 0x11L) >= (safe_mul_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((safe_lshift_func_uint8_t_u_s((safe_rshift_func_uint16_t_u_u(6UL, 0)), (safe_sub_func_int64_t_s_s(((safe_sub_func_int32_t_s_s(((*l_128) = 0x4D3C6A4CL), 0xB13E4380L)) , ((5L > 1UL) || ((safe_mod_func_int32_t_s_s(((0L & ((safe_mod_func_int64_t_s_s((safe_mod_func_uint16_t_u_u(65529UL, 0xCF43L)), l_116)) || l_99[1][6][4])) , g_2), l_108[1])) , l_103[2][1]))), g_124)))), l_114)), l_115))))) > 0UL) == 1L), l_155)) <= 18446744073709551609UL), g_89));
                        return &g_58;
                    }
                }
                for (l_107 = 18; (l_107 < 2); --l_107)
                { /* block id: 47 */
                    int8_t l_181 = 0xEFL;
                    int32_t l_186[2][3][10] = {{{(-2L),(-1L),(-1L),(-10L),(-1L),(-1L),(-2L),(-2L),(-1L),(-1L)},{(-1L),(-2L),(-2L),(-1L),(-1L),(-10L),(-1L),(-1L),(-2L),(-2L)},{(-1L),(-2L),0xFA3A44C3L,(-4L),(-4L),0xFA3A44C3L,(-2L),(-1L),(-2L),0xFA3A44C3L}},{{(-10L),(-1L),(-4L),(-1L),(-10L),0xFA3A44C3L,0xFA3A44C3L,(-10L),(-1L),(-4L)},{(-1L),(-1L),(-4L),(-10L),2L,(-10L),(-4L),(-1L),(-1L),(-4L)},{(-1L),(-10L),0xFA3A44C3L,0xFA3A44C3L,(-10L),(-1L),(-4L),(-1L),(-10L),0xFA3A44C3L}}};
                    int i, j, k;
                    for (g_96 = 0; g_96 < 1; g_96 += 1)
                    {
                        g_101[g_96] = 0xB3EA340A379BBF3DLL;
                    }
                    if ((l_160 == l_95))
                    { /* block id: 49 */
                        int8_t l_171 = 0x52L;
                        int8_t **l_173 = &l_162;
                        int8_t ***l_172[9][2] = {{(void*)0,&l_173},{(void*)0,&l_173},{&l_173,&l_173},{(void*)0,&l_173},{&l_173,&l_173},{(void*)0,&l_173},{(void*)0,(void*)0},{&l_173,&l_173},{&l_173,(void*)0}};
                        int16_t *l_182[4];
                        uint16_t *l_184[7][7] = {{&g_185,&g_185,&l_107,&l_107,&g_185,&g_185,(void*)0},{(void*)0,&g_185,(void*)0,(void*)0,&g_185,(void*)0,&g_185},{&g_185,&g_185,&l_107,&l_107,&g_185,&g_185,(void*)0},{(void*)0,&g_185,(void*)0,(void*)0,&g_185,(void*)0,&g_185},{&g_185,&g_185,&l_107,&l_107,&g_185,&g_185,(void*)0},{(void*)0,&g_185,(void*)0,(void*)0,&g_185,(void*)0,&g_185},{&g_185,&g_185,&l_107,&l_107,&g_185,&g_185,(void*)0}};
                        int i, j;
                        for (i = 0; i < 4; i++)
                            l_182[i] = (void*)0;
                        g_190[4][3] &= (safe_div_func_int8_t_s_s((((((((g_187[9][1] = ((l_121 , (((l_186[0][1][1] ^= (safe_lshift_func_uint8_t_u_u(g_96, (4294967295UL & (((safe_mul_func_int8_t_s_s(g_89, l_171)) != (&p_82 == (g_174 = &p_82))) , (safe_unary_minus_func_uint32_t_u((safe_lshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(l_181, ((l_183 ^= l_108[1]) ^ l_102))), l_107))))))))) , 0xDE7EL) >= g_89)) || 0xAEEF22598743DCC9LL)) , l_181) < l_107) > l_171) > 1L) , &g_174) == g_188), l_103[3][1]));
                    }
                    else
                    { /* block id: 55 */
                        int32_t *l_210 = &l_103[0][1];
                        (*l_210) ^= (g_157 ^ (l_108[1] > (g_209 = (((safe_div_func_int32_t_s_s(((safe_add_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u(((safe_rshift_func_int8_t_s_s((safe_mod_func_int64_t_s_s(0L, (safe_lshift_func_int16_t_s_u(g_187[1][3], 6)))), 1)) , (((g_101[0] >= l_108[1]) | 0x1AL) || 0x8482L)), (safe_sub_func_int32_t_s_s((safe_add_func_uint16_t_u_u(65529UL, 65531UL)), g_187[9][1])))), g_157)) || 4294967290UL), l_107)) && l_108[1]) | 4L))));
                    }
                }
                return l_211;
            }
        }
    }
    return l_212;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_2, "g_2", print_hash_value);
    transparent_crc(g_6, "g_6", print_hash_value);
    transparent_crc(g_36, "g_36", print_hash_value);
    transparent_crc(g_41, "g_41", print_hash_value);
    transparent_crc(g_58, "g_58", print_hash_value);
    transparent_crc(g_63, "g_63", print_hash_value);
    transparent_crc(g_80, "g_80", print_hash_value);
    transparent_crc(g_86, "g_86", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_94, "g_94", print_hash_value);
    transparent_crc(g_96, "g_96", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_101[i], "g_101[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_124, "g_124", print_hash_value);
    transparent_crc(g_136, "g_136", print_hash_value);
    transparent_crc(g_157, "g_157", print_hash_value);
    transparent_crc(g_185, "g_185", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_187[i][j], "g_187[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 8; j++)
        {
            transparent_crc(g_190[i][j], "g_190[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_209, "g_209", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_264[i], "g_264[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_278[i], "g_278[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_326, "g_326", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_369[i], "g_369[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_373, "g_373", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_423[i][j], "g_423[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_469, "g_469", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

