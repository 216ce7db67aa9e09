// SPDX-FileCopyrightText: 2026 Kandesk contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace kandesk::ui {

// A one-line label that gives way to its neighbours in a narrow window: its text is cut with an
// ellipsis to the width it gets (so it never widens the window), and the whole text is its tooltip.
class ElidingLabel final : public QLabel
{
public:
    explicit ElidingLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    const QString &fullText() const { return m_fullText; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();
    QString m_fullText;
};

} // namespace kandesk::ui
