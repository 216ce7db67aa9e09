# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
# Tests against a real OpenSSH server started on loopback (tests/support/sshserver.h).
kandesk_add_test(tst_sshfixture SOURCES tst_sshfixture.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h LIBS Qt6::Network LABELS ssh)
# A first-seen host key shown, accepted (also `kandesk executor trust`), a changed one refused.
kandesk_add_test(tst_sshhostkeys SOURCES tst_sshhostkeys.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h LIBS kandesk_lifecycle Qt6::Network LABELS ssh cli)
target_compile_definitions(tst_sshhostkeys PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>")
add_dependencies(tst_sshhostkeys kandesk)
kandesk_add_test(tst_sshconnection SOURCES tst_sshconnection.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h LIBS kandesk_lifecycle Qt6::Network LABELS ssh)
# The portable agentctl on the "remote": uploaded, unpacked, started and reached through a forward.
if(TARGET agentctl_portable)
    kandesk_add_test(tst_sshportableagentctl SOURCES tst_sshportableagentctl.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h
        LIBS kandesk_lifecycle Qt6::Network LABELS ssh)
    target_compile_definitions(tst_sshportableagentctl PRIVATE
        KANDESK_PORTABLE_TARBALL="${CMAKE_BINARY_DIR}/portable/agentctl-${PROJECT_VERSION}-x86_64.tar.gz")
    add_dependencies(tst_sshportableagentctl agentctl_portable)
endif()
# The ssh executor backend and `kandesk run --executor NAME` on the "remote".
if(TARGET agentctl_portable)
    kandesk_add_test(tst_sshexecutorbackend SOURCES tst_sshexecutorbackend.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h
        ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h LIBS kandesk_lifecycle Qt6::Network LABELS ssh)
    target_compile_definitions(tst_sshexecutorbackend PRIVATE
        KANDESK_PORTABLE_TARBALL="${CMAKE_BINARY_DIR}/portable/agentctl-${PROJECT_VERSION}-x86_64.tar.gz")
    add_dependencies(tst_sshexecutorbackend agentctl_portable)
    kandesk_add_test(tst_sshrun SOURCES tst_sshrun.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h
        ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h LIBS kandesk_lifecycle Qt6::Network LABELS ssh cli)
    target_compile_definitions(tst_sshrun PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>")
    add_dependencies(tst_sshrun kandesk agentctl_portable)
    # Kandesk killed while the remote agentctl runs on: reattached at the next start, or resumed on its worktree.
    kandesk_add_test(tst_sshreattach SOURCES tst_sshreattach.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h
        ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h LIBS kandesk_application Qt6::Network LABELS ssh)
    target_compile_definitions(tst_sshreattach PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>")
    add_dependencies(tst_sshreattach kandesk agentctl_portable)
    # A task's changes (the review, one file's diff, the file list, `kandesk task diff`) read through the
    # remote agentctl; its remote worktree removed with it.
    kandesk_add_test(tst_sshchanges SOURCES tst_sshchanges.cpp ${CMAKE_SOURCE_DIR}/tests/support/sshserver.h
        ${CMAKE_SOURCE_DIR}/tests/support/sshtestrepo.h LIBS kandesk_application Qt6::Network LABELS ssh)
    target_compile_definitions(tst_sshchanges PRIVATE KANDESK_APP_PATH="$<TARGET_FILE:kandesk>")
    add_dependencies(tst_sshchanges kandesk agentctl_portable)
endif()
