# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
#
# Qt's moc, run by the build directly instead of through AUTOMOC. AUTOMOC starts a cmake process per
# target that asks the compiler for its predefined macros and runs moc with every include path of the
# target, so that moc reads Qt's headers behind each file: about half a second a file, 87 s of a cold
# build for kandesk_ui alone on two cores. Here moc sees only this tree's headers (-I the source
# folder): they carry what its output depends on (Q_DECLARE_METATYPE of a signal's argument); the
# output is the same as AUTOMOC's for every file of the tree but two, which lack an include of
# <QTextCursor> that Qt's QTextDocument asks for in its own (unused by us). A Q_OBJECT class inside
# an #if on a Qt macro (Q_OS_LINUX) would not be seen: the link fails, naming it.
#
# kandesk_moc(target): every header and source the target lists goes through moc once, after the
# directory's list ends (so sources added later count). A header's output (moc_<name>.cpp, empty
# where it declares nothing) is compiled in the target's <target>_moc/mocs.cpp; a source includes
# its own as "<name>.moc" at its end. An edit that leaves moc's output as it was rebuilds nothing.
function(kandesk_moc target)
    set_target_properties(${target} PROPERTIES AUTOMOC OFF)
    cmake_language(EVAL CODE "cmake_language(DEFER CALL _kandesk_moc_sources [[${target}]])")
endfunction()

function(_kandesk_moc_sources target)
    get_target_property(sources ${target} SOURCES)
    get_target_property(sourceDir ${target} SOURCE_DIR)
    set(dir ${CMAKE_CURRENT_BINARY_DIR}/${target}_moc)
    set(outputs "")
    set(includes "")
    foreach(source IN LISTS sources)
        if(source MATCHES "^\\$<" OR NOT source MATCHES "\\.(h|cpp)$")
            continue()
        endif()
        get_filename_component(path "${source}" ABSOLUTE BASE_DIR "${sourceDir}")
        # Made by the build (resources, moc's own output): nothing for moc.
        string(FIND "${path}" "${CMAKE_BINARY_DIR}/" inBuild)
        if(inBuild EQUAL 0)
            continue()
        endif()
        get_filename_component(base "${path}" NAME_WE)
        if(path MATCHES "\\.h$")
            set(output ${dir}/moc_${base}.cpp)
            string(APPEND includes "#include \"moc_${base}.cpp\"\n")
        else()
            set(output ${dir}/${base}.moc)
        endif()
        if(output IN_LIST outputs)
            message(FATAL_ERROR "${target} lists two files named ${base}: moc's outputs would collide")
        endif()
        list(APPEND outputs ${output})
        # Replaced only when it changed, by a shell: `cmake -E copy_if_different` took twice moc's time.
        add_custom_command(OUTPUT ${output}
            COMMAND sh -c "\"$1\" --no-notes -I\"$2\" \"$3\" -o \"$4.new\" && { cmp -s \"$4.new\" \"$4\" && rm -f \"$4.new\" || mv -f \"$4.new\" \"$4\"; }"
                kandesk_moc $<TARGET_FILE:Qt6::moc> ${CMAKE_SOURCE_DIR} ${path} ${output}
            DEPENDS ${path} Qt6::moc
            COMMENT "moc ${base} (${target})"
            VERBATIM)
    endforeach()
    if(NOT outputs)
        return()
    endif()
    set_source_files_properties(${outputs} PROPERTIES HEADER_FILE_ONLY ON)
    target_sources(${target} PRIVATE ${outputs})
    if(includes)
        file(CONFIGURE OUTPUT ${dir}/mocs.cpp CONTENT "// moc's output for ${target}'s headers (cmake/KandeskMoc.cmake)\n${includes}")
        target_sources(${target} PRIVATE ${dir}/mocs.cpp)
    endif()
    target_include_directories(${target} PRIVATE ${dir})
endfunction()
