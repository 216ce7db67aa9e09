# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_agentfailure SOURCES tst_agentfailure.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_corewait SOURCES tst_corewait.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_promptblocks SOURCES tst_promptblocks.cpp LIBS kandesk_lifecycle LABELS lifecycle)
kandesk_add_test(tst_standalonebackend SOURCES tst_standalonebackend.cpp LIBS kandesk_lifecycle Qt6::Concurrent LABELS lifecycle)
kandesk_add_test(tst_agentstream SOURCES tst_agentstream.cpp LIBS kandesk_lifecycle Qt6::WebSockets Qt6::Concurrent LABELS lifecycle)
kandesk_add_test(tst_agentctlclient SOURCES tst_agentctlclient.cpp LIBS kandesk_lifecycle Qt6::HttpServer Qt6::Concurrent LABELS lifecycle)
