/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --seed 368 -o p368.c
 * Seed:      368
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
/* --- GLOBAL VARIABLES --- */
static volatile uint32_t g_2[5] = {0x182EAC45L,0x182EAC45L,0x182EAC45L,0x182EAC45L,0x182EAC45L};
static int32_t g_6[3] = {(-1L),(-1L),(-1L)};
static uint64_t g_8 = 18446744073709551615UL;
static uint16_t g_34 = 65535UL;
static int32_t *g_38 = &g_6[1];
static int32_t ** volatile g_37 = &g_38;/* VOLATILE GLOBAL g_37 */
static int32_t g_43 = (-4L);
static int16_t g_46 = (-4L);
static uint16_t g_47 = 0x2EF3L;
static int16_t g_64 = 1L;


/* --- FORWARD DECLARATIONS --- */
static uint32_t  func_1(void);
static int32_t * func_9(int32_t  p_10, uint32_t  p_11);
static uint32_t  func_12(int16_t  p_13, const uint64_t * p_14, uint64_t * p_15, uint64_t * p_16, uint32_t  p_17);
static int16_t  func_20(uint8_t  p_21, uint16_t  p_22, uint8_t  p_23, uint64_t * p_24, int16_t  p_25);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_2 g_6 g_37 g_38 g_43 g_34 g_47 g_8 g_64
 * writes: g_8 g_34 g_38 g_43 g_46 g_47
 */
static uint32_t  func_1(void)
{ /* block id: 0 */
    int32_t *l_5 = &g_6[1];
    uint64_t *l_7 = &g_8;
    int8_t l_26 = 2L;
    uint16_t *l_32 = (void*)0;
    uint16_t *l_33[6];
    int16_t *l_45 = &g_46;
    int32_t **l_49 = (void*)0;
    int32_t *l_50 = &g_6[1];
    int32_t *l_51 = &g_6[1];
    int32_t l_52[5];
    int32_t *l_53 = (void*)0;
    int32_t *l_54 = &g_6[1];
    int32_t *l_55 = (void*)0;
    int32_t *l_56 = &g_6[2];
    int32_t *l_57 = &g_6[1];
    int32_t *l_58 = &g_6[1];
    int32_t *l_59[5][7] = {{&g_6[1],&g_43,&g_6[1],&l_52[4],&l_52[4],&l_52[4],&l_52[4]},{(void*)0,&g_43,(void*)0,&g_43,&g_6[1],&g_6[1],&g_43},{&g_6[1],&g_43,&g_6[1],&l_52[4],&l_52[4],&l_52[4],&l_52[4]},{(void*)0,&g_43,(void*)0,&g_43,&g_6[1],&g_6[1],&g_43},{&g_6[1],&g_43,&g_6[1],&l_52[4],&l_52[4],&l_52[4],&l_52[4]}};
    uint16_t l_60 = 65529UL;
    int i, j;
    for (i = 0; i < 6; i++)
        l_33[i] = &g_34;
    for (i = 0; i < 5; i++)
        l_52[i] = 0x73C04290L;
lbl_63:
    l_5 = (((*l_7) = ((0x69L > g_2[1]) ^ (safe_mod_func_int32_t_s_s((l_5 != (void*)0), 0x76EC7516L)))) , func_9((*l_5), func_12((safe_mul_func_int8_t_s_s(((g_47 &= (((((*l_45) = (func_20(l_26, (g_34 = (safe_div_func_int8_t_s_s(((*l_5) , (((safe_sub_func_int64_t_s_s((+0xF62C4DF8L), g_6[1])) || (*l_5)) & (*l_5))), (*l_5)))), (*l_5), &g_8, (*l_5)) > g_6[1])) && g_34) >= (*l_5)) > (*l_5))) , 0L), g_8)), l_7, l_7, &g_8, g_6[1])));
    ++l_60;
    if (l_60)
        goto lbl_63;
    for (g_34 = 0; (g_34 <= 4); g_34 += 1)
    { /* block id: 25 */
        int i;
        return g_2[g_34];
    }
    return g_64;
}


/* ------------------------------------------ */
/* 
 * reads : g_37 g_38
 * writes:
 */
static int32_t * func_9(int32_t  p_10, uint32_t  p_11)
{ /* block id: 18 */
    return (*g_37);
}


/* ------------------------------------------ */
/* 
 * reads :
 * writes:
 */
static uint32_t  func_12(int16_t  p_13, const uint64_t * p_14, uint64_t * p_15, uint64_t * p_16, uint32_t  p_17)
{ /* block id: 16 */
    int16_t l_48[3];
    int i;
    for (i = 0; i < 3; i++)
        l_48[i] = 0xE206L;
    return l_48[1];
}


/* ------------------------------------------ */
/* 
 * reads : g_37 g_38 g_6 g_43
 * writes: g_38 g_43
 */
static int16_t  func_20(uint8_t  p_21, uint16_t  p_22, uint8_t  p_23, uint64_t * p_24, int16_t  p_25)
{ /* block id: 3 */
    int32_t *l_35 = &g_6[0];
    int32_t **l_36 = (void*)0;
    int32_t l_44 = 0x48E01AFEL;
    (*g_37) = l_35;
    for (p_21 = (-18); (p_21 <= 3); p_21++)
    { /* block id: 7 */
        uint8_t l_41 = 0x20L;
        int32_t *l_42[5][8][2] = {{{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43}},{{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43}},{{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43}},{{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43}},{{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43},{&g_43,&g_43}}};
        int i, j, k;
        l_44 ^= l_41;
        if ((*g_38))
            break;
        g_43 = 0x97736EAEL;
        g_43 |= (*g_38);
    }
    return p_23;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_2[i], "g_2[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_6[i], "g_6[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_8, "g_8", print_hash_value);
    transparent_crc(g_34, "g_34", print_hash_value);
    transparent_crc(g_43, "g_43", print_hash_value);
    transparent_crc(g_46, "g_46", print_hash_value);
    transparent_crc(g_47, "g_47", print_hash_value);
    transparent_crc(g_64, "g_64", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

