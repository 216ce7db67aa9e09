# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_reviewcommentspanel SOURCES tst_reviewcommentspanel.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_shipbar SOURCES tst_shipbar.cpp LIBS kandesk_ui Qt6::HttpServer LABELS ui)
kandesk_add_test(tst_changesview SOURCES tst_changesview.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_basesyncflow SOURCES tst_basesyncflow.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_pullrequestreview SOURCES tst_pullrequestreview.cpp LIBS kandesk_ui Qt6::HttpServer LABELS ui)
kandesk_add_test(tst_reviewdiffkeys SOURCES tst_reviewdiffkeys.cpp LIBS kandesk_ui LABELS ui)
