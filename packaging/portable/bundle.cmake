# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Builds the portable agentctl (run with cmake -P):
#   -DAGENTCTL=<built agentctl> -DLAUNCHER=<static launcher> -DOUTPUT_DIR=<folder> -DNAME=<bundle name>
#   -DSTRIP=<strip program, optional>
# Writes <OUTPUT_DIR>/<NAME>/ (the launcher as agentctl, bin/agentctl, lib/ with every shared
# library ldd reports and the dynamic loader), <NAME>.tar.gz (reproducible: sorted, no times, no
# owners) and <NAME>.tar.gz.sha256 (sha256sum's format), the hash the remote upload compares.
cmake_minimum_required(VERSION 3.25)

foreach(var AGENTCTL LAUNCHER OUTPUT_DIR NAME)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "bundle.cmake needs -D${var}=…")
    endif()
endforeach()

set(bundle "${OUTPUT_DIR}/${NAME}")
file(REMOVE_RECURSE "${bundle}" "${OUTPUT_DIR}/${NAME}.tar.gz" "${OUTPUT_DIR}/${NAME}.tar.gz.sha256")
file(MAKE_DIRECTORY "${bundle}/bin" "${bundle}/lib")

execute_process(COMMAND ldd "${AGENTCTL}" OUTPUT_VARIABLE ldd_output ERROR_VARIABLE ldd_error RESULT_VARIABLE ldd_result)
if(NOT ldd_result EQUAL 0)
    message(FATAL_ERROR "ldd ${AGENTCTL} failed: ${ldd_error}")
endif()
string(REPLACE "\n" ";" ldd_lines "${ldd_output}")
set(have_loader FALSE)
foreach(line IN LISTS ldd_lines)
    if(line MATCHES "^[ \t]*([^ \t]+) => (/[^ \t]+) \\(")
        set(soname "${CMAKE_MATCH_1}")
        set(path "${CMAKE_MATCH_2}")
    elseif(line MATCHES "^[ \t]*(/[^ \t]*/(ld-linux[^ \t/]*)) \\(")
        set(soname "${CMAKE_MATCH_2}")
        set(path "${CMAKE_MATCH_1}")
        set(have_loader TRUE)
    elseif(line MATCHES "=> not found")
        message(FATAL_ERROR "agentctl needs a library this machine lacks: ${line}")
    else()
        continue() # linux-vdso and blank lines
    endif()
    file(REAL_PATH "${path}" real)
    file(COPY_FILE "${real}" "${bundle}/lib/${soname}")
endforeach()
if(NOT have_loader)
    message(FATAL_ERROR "ldd names no dynamic loader for ${AGENTCTL}: is it a dynamically linked x86_64 program?")
endif()
if(NOT EXISTS "${bundle}/lib/ld-linux-x86-64.so.2")
    message(FATAL_ERROR "the bundle is for x86_64: no ld-linux-x86-64.so.2 among ${AGENTCTL}'s libraries")
endif()

file(COPY_FILE "${AGENTCTL}" "${bundle}/bin/agentctl")
# The build tree's RUNPATH means nothing elsewhere; the launcher gives the library path.
file(RPATH_REMOVE FILE "${bundle}/bin/agentctl")
if(STRIP)
    execute_process(COMMAND "${STRIP}" --strip-debug "${bundle}/bin/agentctl" COMMAND_ERROR_IS_FATAL ANY)
endif()
file(COPY_FILE "${LAUNCHER}" "${bundle}/agentctl")
if(STRIP)
    execute_process(COMMAND "${STRIP}" "${bundle}/agentctl" COMMAND_ERROR_IS_FATAL ANY)
endif()

execute_process(
    COMMAND tar --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner --format=gnu
            -C "${OUTPUT_DIR}" -cf - "${NAME}"
    COMMAND gzip -n -6
    OUTPUT_FILE "${OUTPUT_DIR}/${NAME}.tar.gz"
    COMMAND_ERROR_IS_FATAL ANY)
file(SHA256 "${OUTPUT_DIR}/${NAME}.tar.gz" hash)
file(WRITE "${OUTPUT_DIR}/${NAME}.tar.gz.sha256" "${hash}  ${NAME}.tar.gz\n")
