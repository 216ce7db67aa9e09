# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT

option(KANDESK_WERROR "Treat compiler warnings as errors" ON)
set(KANDESK_SANITIZE "" CACHE STRING "Sanitizers to build with, e.g. address;undefined")
option(KANDESK_FUZZ "Also build the fuzz targets as libFuzzer binaries (clang)" OFF)
# A library's sources compile eight to a translation unit: each unit parses Qt's and our headers
# and instantiates the same templates once instead of eight times (a cold dev build's library
# compiles: 491 core-seconds one file each, 217 in batches). A helper in a source's anonymous
# namespace therefore needs a name no other source of its library gives one.
option(KANDESK_UNITY "Compile each library's sources in batches (CMake's unity build)" ON)

# Where glibc can, the compiler's and the linker's heaps get transparent huge pages (Debian's THP
# setting is "madvise", which only they can ask for): a test's compile then takes 10k page faults
# instead of 59k and 7–15% less time on a two-core VM. KANDESK_TOOL_ENV is what every compile and
# link runs with.
set(KANDESK_TOOL_ENV "")
if(CMAKE_HOST_SYSTEM_NAME STREQUAL "Linux" AND NOT DEFINED ENV{GLIBC_TUNABLES})
    list(APPEND KANDESK_TOOL_ENV GLIBC_TUNABLES=glibc.malloc.hugetlb=1)
endif()
find_program(KANDESK_ENV_PROGRAM env)

find_program(CCACHE_PROGRAM ccache)
if(CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
    set(CMAKE_CXX_COMPILER_LAUNCHER ${CCACHE_PROGRAM})
endif()
if(KANDESK_TOOL_ENV AND KANDESK_ENV_PROGRAM AND NOT CMAKE_CXX_LINKER_LAUNCHER)
    set(CMAKE_CXX_LINKER_LAUNCHER ${KANDESK_ENV_PROGRAM} ${KANDESK_TOOL_ENV})
endif()

# GNU ld takes about 10 s to link a test with its debug info, lld 2 s; a build links over a hundred.
option(KANDESK_LLD "Link with lld where the compiler can use it" ON)
if(KANDESK_LLD)
    include(CheckLinkerFlag)
    check_linker_flag(CXX -fuse-ld=lld KANDESK_HAVE_LLD)
    if(KANDESK_HAVE_LLD)
        add_link_options(-fuse-ld=lld)
    endif()
endif()

# Every Kandesk target calls this: strict Qt string handling, warnings as errors, and moc (KandeskMoc.cmake).
function(kandesk_target_defaults target)
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII
        QT_NO_CAST_TO_ASCII
        QT_NO_CAST_FROM_BYTEARRAY
        QT_NO_URL_CAST_FROM_STRING
        QT_USE_QSTRINGBUILDER
        QT_NO_CONTEXTLESS_CONNECT
        QT_NO_KEYWORDS
        QT_NO_FOREACH
        KANDESK_VERSION="${PROJECT_VERSION}")
    kandesk_moc(${target})
    get_target_property(type ${target} TYPE)
    if(KANDESK_UNITY AND type STREQUAL "STATIC_LIBRARY")
        set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 8)
    endif()
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor)
    if(KANDESK_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
endfunction()

# Sanitizers apply to everything built here, so every object and test agrees on the runtime.
# Fuzzing's coverage instrumentation goes only into the libraries the fuzz targets reach (see
# fuzz/CMakeLists.txt): in every test it would double the sanitized build's compile time for code
# no fuzzer runs.
if(KANDESK_SANITIZE)
    list(JOIN KANDESK_SANITIZE "," _sanitizers)
    add_compile_options(-fsanitize=${_sanitizers} -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    add_link_options(-fsanitize=${_sanitizers})
endif()
