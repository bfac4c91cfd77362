<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- English plural forms only (lupdate -pluralonly): the English build shows "1 month" and
     "36 months" rather than the source's "month(s)". docs/translation.md. -->
<TS version="2.1" language="en_US">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>Horizon cost (%1, %n month(s))</source>
        <translation>
            <numerusform>Horizon cost (%1, %n month)</numerusform>
            <numerusform>Horizon cost (%1, %n months)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not within %n months</source>
        <translation>
            <numerusform>not within %n month</numerusform>
            <numerusform>not within %n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rented: %n %1 GPUs</source>
        <translation>
            <numerusform>rented: %n %1 GPU</numerusform>
            <numerusform>rented: %n %1 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>month %1: %n servers (%2 %3)</source>
        <translation>
            <numerusform>month %1: %n server (%2 %3)</numerusform>
            <numerusform>month %1: %n servers (%2 %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %2 %3 over %n month(s).</source>
        <translation>
            <numerusform>Recommended: %1, %2 %3 over %n month.</numerusform>
            <numerusform>Recommended: %1, %2 %3 over %n months.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::CompareView</name>
    <message numerus="yes">
        <source>Cheapest over %n month(s) among the options that meet every requirement (cash paid, as in the cumulative chart): &lt;b&gt;%1&lt;/b&gt;, %2 %3.</source>
        <translation>
            <numerusform>Cheapest over %n month among the options that meet every requirement (cash paid, as in the cumulative chart): &lt;b&gt;%1&lt;/b&gt;, %2 %3.</numerusform>
            <numerusform>Cheapest over %n months among the options that meet every requirement (cash paid, as in the cumulative chart): &lt;b&gt;%1&lt;/b&gt;, %2 %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::PriceRefreshDialog</name>
    <message numerus="yes">
        <source>%n bad record(s): nothing can be applied unless the good records of such files are applied (the box above).</source>
        <translation>
            <numerusform>%n bad record: nothing can be applied unless the good records of such files are applied (the box above).</numerusform>
            <numerusform>%n bad records: nothing can be applied unless the good records of such files are applied (the box above).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price change(s). Apply makes them one undo step.</source>
        <translation>
            <numerusform>%n price change. Apply makes it one undo step.</numerusform>
            <numerusform>%n price changes. Apply makes them one undo step.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::ScenarioDock</name>
    <message numerus="yes">
        <source>Saved %1 (UTC), %n revision(s)</source>
        <translation>
            <numerusform>Saved %1 (UTC), %n revision</numerusform>
            <numerusform>Saved %1 (UTC), %n revisions</numerusform>
        </translation>
    </message>
</context>
</TS>
