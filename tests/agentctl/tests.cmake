# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
# The agentctl sidecar itself: the real binary on loopback (tests/support/agentctlharness.h) and its parts in process.
kandesk_add_test(tst_agentctlprocess SOURCES tst_agentctlprocess.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlauth SOURCES tst_agentctlauth.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlagent SOURCES tst_agentctlagent.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlsdkagent SOURCES tst_agentctlsdkagent.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlworkspace SOURCES tst_agentctlworkspace.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlworkspaceread SOURCES tst_agentctlworkspaceread.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS kandesk_lifecycle Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
# The checkpoint routes a workspace on another host is reached through (checkpointapi.h).
kandesk_add_test(tst_agentctlcheckpoints SOURCES tst_agentctlcheckpoints.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS kandesk_lifecycle Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlpriority SOURCES tst_agentctlpriority.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctlfaults SOURCES tst_agentctlfaults.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctladdress SOURCES tst_agentctladdress.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
kandesk_add_test(tst_agentctldetach SOURCES tst_agentctldetach.cpp LIBS Qt6::Network LABELS agentctl)
kandesk_add_test(tst_agentctlparts SOURCES tst_agentctlparts.cpp LIBS kandesk_agentctl LABELS agentctl)
kandesk_add_test(tst_agentctlsessions SOURCES tst_agentctlsessions.cpp ${CMAKE_SOURCE_DIR}/tests/support/agentctlharness.h LIBS Qt6::Network Qt6::WebSockets kandesk_agentctl_api LABELS agentctl)
