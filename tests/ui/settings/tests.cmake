# SPDX-FileCopyrightText: 2026 Kandesk contributors
# SPDX-License-Identifier: MIT
kandesk_add_test(tst_settingsmodels SOURCES tst_settingsmodels.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_settingsdialog SOURCES tst_settingsdialog.cpp LIBS kandesk_ui LABELS ui)
kandesk_add_test(tst_settingsintegrations SOURCES tst_settingsintegrations.cpp LIBS kandesk_ui Qt6::HttpServer LABELS ui)
