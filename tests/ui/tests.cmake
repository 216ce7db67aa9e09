# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_mainwindow SOURCES tst_mainwindow.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_flatscrollbars SOURCES tst_flatscrollbars.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_workbench SOURCES tst_workbench.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_workbenchfailures SOURCES tst_workbenchfailures.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_workbenchcontrols SOURCES tst_workbenchcontrols.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_workbenchattachments SOURCES tst_workbenchattachments.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_workbenchlive SOURCES tst_workbenchlive.cpp LIBS kandesk_ui LABELS ui)
target_compile_definitions(tst_workbenchlive PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>")
add_dependencies(tst_workbenchlive kandesk)
kandesk_add_test(tst_manyprocesses SOURCES tst_manyprocesses.cpp LIBS kandesk_ui LABELS ui)
target_compile_definitions(tst_manyprocesses PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>"
    KANDESK_VAULTWORKER_PATH="$<TARGET_FILE:kandesk_vaultworker>")
add_dependencies(tst_manyprocesses kandesk kandesk_vaultworker)
kandesk_add_test(tst_npminstallprompt SOURCES tst_npminstallprompt.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h LIBS kandesk_ui LABELS ui npm)
# The window with an SSH executor against the sshd fixture: the prepare log of a remote launch,
# and Settings' host-key check (screenshots).
if(TARGET agentctl_portable)
    kandesk_add_test(tst_workbenchssh SOURCES tst_workbenchssh.cpp ${CMAKE_SOURCE_DIR}/tests/support/testhome.h ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h
        ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h LIBS kandesk_ui LABELS ui ssh)
    add_dependencies(tst_workbenchssh agentctl_portable)
endif()
# Every text of the window, its menus and dialogs goes through the translation catalog (a pseudo-locale).
kandesk_add_test(tst_pseudolocale SOURCES tst_pseudolocale.cpp ${CMAKE_SOURCE_DIR}/tests/support/homewindow.h
    ${CMAKE_SOURCE_DIR}/tests/support/pseudolocale.h ${CMAKE_SOURCE_DIR}/tests/support/showntexts.h
    ${CMAKE_SOURCE_DIR}/tests/support/dialogcatcher.h LIBS kandesk_ui LABELS ui translations)
target_compile_definitions(tst_pseudolocale PRIVATE KANDESK_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
    KANDESK_LRELEASE="$<TARGET_FILE:Qt6::lrelease>")
# What a screen reader meets: every element Tab reaches has a name (the window, a task, its dialogs).
kandesk_add_test(tst_accessibility SOURCES tst_accessibility.cpp ${CMAKE_SOURCE_DIR}/tests/support/homewindow.h
    ${CMAKE_SOURCE_DIR}/tests/support/accessiblewalk.h ${CMAKE_SOURCE_DIR}/tests/support/dialogcatcher.h LIBS kandesk_ui LABELS ui)
# Tab through every dialog of the menus, each page shown: every stop reached once, in reading order
# with the button box last, from the first input.
kandesk_add_test(tst_focusorder SOURCES tst_focusorder.cpp ${CMAKE_SOURCE_DIR}/tests/support/homewindow.h
    ${CMAKE_SOURCE_DIR}/tests/support/accessiblewalk.h ${CMAKE_SOURCE_DIR}/tests/support/dialogcatcher.h LIBS kandesk_ui LABELS ui)
