// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#include "lifecyclelog.h"

Q_LOGGING_CATEGORY(lcLifecycle, "kandesk.lifecycle", QtInfoMsg)
