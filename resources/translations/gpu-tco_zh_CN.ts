<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>GpuTcoReport</name>
    <message>
        <source>%1 pays %2 %3 up front.</source>
        <translation>%1 前期投资 %2 %3。</translation>
    </message>
    <message>
        <source>Owning (%1) breaks even with renting (%2) in month %3.</source>
        <translation>自建（%1）相对租用（%2）在第 %3 个月回本。</translation>
    </message>
    <message>
        <source>Owning (%1) does not break even with renting (%2) within the horizon.</source>
        <translation>自建（%1）在规划期内无法相对租用（%2）回本。</translation>
    </message>
    <message>
        <source>Days per run of %1: %2.</source>
        <translation>%1 每次运行天数：%2。</translation>
    </message>
    <message>
        <source>2. Assumptions</source>
        <translation>2. 假设</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit / date</source>
        <translation>单位/日期</translation>
    </message>
    <message>
        <source>Workload: </source>
        <translation>工作负载：</translation>
    </message>
    <message>
        <source>Items a day</source>
        <translation>每日条目</translation>
    </message>
    <message>
        <source>GPU time per item</source>
        <translation>每条 GPU 时间</translation>
    </message>
    <message>
        <source>s on </source>
        <translation>秒，参考 </translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>billion</source>
        <translation>十亿</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Prompt / answer</source>
        <translation>输入/输出</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Peak / average load</source>
        <translation>峰值/平均负载</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Targets (p99, TTFT, TPOT)</source>
        <translation>目标 (p99, 首字, 每字)</translation>
    </message>
    <message>
        <source>Hours a day</source>
        <translation>每日小时数</translation>
    </message>
    <message>
        <source>Tokens per run</source>
        <translation>每次运行 token 数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>每月运行次数</translation>
    </message>
    <message>
        <source>LoRA rank, targets</source>
        <translation>LoRA 秩、目标</translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation>全部线性层</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力层</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Option: </source>
        <translation>方案：</translation>
    </message>
    <message>
        <source> (own)</source>
        <translation>（自建）</translation>
    </message>
    <message>
        <source> (rent)</source>
        <translation>（租用）</translation>
    </message>
    <message>
        <source>Fabric / storage</source>
        <translation>网络/存储</translation>
    </message>
    <message>
        <source>Servers x GPUs</source>
        <translation>服务器 x GPU</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>Network / storage / install capex</source>
        <translation>网络/存储/安装投资</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Server power x load x PUE</source>
        <translation>服务器功率 x 负载 x PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>%1/kW-month</source>
        <translation>%1/千瓦·月</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>of capex per year</source>
        <translation>投资/年</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>%1/month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>Interest / discount rate</source>
        <translation>利率/折现率</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1/GPU-hour</source>
        <translation>%1/GPU 小时</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>committed (730 h/month)</source>
        <translation>包月（730 小时）</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Storage / egress</source>
        <translation>存储/流量</translation>
    </message>
    <message>
        <source>Catalog values used, with sources</source>
        <translation>所用目录数据及来源</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Source (date read)</source>
        <translation>来源（读取日期）</translation>
    </message>
    <message>
        <source>4. Cost by year</source>
        <translation>4. 年度成本</translation>
    </message>
    <message>
        <source>Sum of each cost line per year of the horizon, in %1.</source>
        <translation>规划期内每年各项成本之和，单位 %1。</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>利息</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>Storage + egress</source>
        <translation>存储+流量</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Training time. FLOPs per layer 2sh(h+2gh) + 2sh^2 + (6 or 4)shf + 4s^2h, backward twice the forward, recompute adds a forward (Narayanan et al. 2021, eq. 3). Each GEMM runs at a share of the dense peak that falls for small matrices; fused attention, memory-bound kernels, TP collectives over NVLink, the pipeline bubble (p-1)/(v m) and hierarchical data-parallel collectives overlapped with the backward pass are added. Constants per GPU generation, validated on Megatron&apos;s Selene runs (Korthikanti et al. 2022, mean error 4 %) and 34 published steady-state runs: this is the best case, a tuned steady state (MFU capped at the best published figure per generation).</source>
        <translation>训练时间。每层 FLOPs 为 2sh(h+2gh) + 2sh^2 + (6 或 4)shf + 4s^2h，反向为正向两倍，重计算增加一次正向（Narayanan 等 2021，式 3）。每个矩阵乘以随尺寸下降的稠密峰值比例运行；另计融合注意力、访存受限算子、NVLink 上的张量并行通信、流水线气泡 (p-1)/(v m)、与反向重叠的分层数据并行通信。各代 GPU 常数在 Megatron Selene 实测（Korthikanti 等 2022，平均误差 4%）及 34 个公开稳态训练上验证：此为最佳情况（调优后的稳态，MFU 不超过各代公开最高值）。</translation>
    </message>
    <message>
        <source>Expected time, used for cost. The best case slowed by kernels in practice (by framework and generation), stragglers (the slowest of N nodes), restarts with a 10-minute resume, and evaluation, data stalls, loss-spike rollbacks and the ramp (6 % together). Its few parameters are fitted on published end-to-end runs (GPU-hours as the model builders published them), with a third of the runs held out by a rule fixed in advance; on the held-out runs the median error is 12.5 %. The P10-P90 band is the 10th and 90th percentile of published / expected GPU-hours over the held-out runs (0.76x to 1.36x the expected time); `gpu-tco validate` lists every run.</source>
        <translation>预期时间（用于成本）。在最佳情况上计入实际算子效率（按框架与 GPU 代际）、慢节点（N 个节点中最慢者）、10 分钟恢复的重启，以及评估、数据停顿、损失尖峰回滚与爬坡（合计 6%）。少量参数在公开的端到端训练（模型方公布的 GPU 小时）上拟合，其中三分之一按事先确定的规则留出；留出样本的误差中位数为 12.5%。P10-P90 区间取留出样本“公布值 / 预期值”的第 10 与第 90 百分位（预期时间的 0.76 至 1.36 倍）；`gpu-tco validate` 列出全部样本。</translation>
    </message>
    <message>
        <source>Memory per GPU. Mixed-precision Adam at 18 bytes per parameter (6 + 12/d with the distributed optimizer; ZeRO-2/3), activations per Korthikanti et al. 2022 Table 2, pipeline micro-batches in flight, and a reserve for CUDA, NCCL and fragmentation. The fastest layout that fits is chosen by exhaustive search.</source>
        <translation>每 GPU 显存。混合精度 Adam 每参数 18 字节（分布式优化器 6 + 12/d；ZeRO-2/3），激活值按 Korthikanti 等 2022 表 2，加流水线在途微批次及 CUDA、NCCL、碎片预留。穷举搜索选出能装下的最快并行布局。</translation>
    </message>
    <message>
        <source>Failures. Interruptions per GPU-hour from Llama 3 (419 in 54 days on 16,384 GPUs); checkpoints every sqrt(2 delta M) (Young 1974; Daly 2006); wall time x (1 + delta/tau) / (1 - (tau/2 + R)/M).</source>
        <translation>故障。每 GPU 小时中断率取自 Llama 3（16,384 卡 54 天 419 次）；检查点间隔 sqrt(2 delta M)（Young 1974；Daly 2006）；墙钟时间 x (1 + delta/tau) / (1 - (tau/2 + R)/M)。</translation>
    </message>
    <message>
        <source>Cost of owning, per month: depreciation = capex x (1 - residual) / (years x 12) (or declining balance, MACRS 5-year); power = servers x kW x load x PUE x 730 h x price; colocation = servers x kW x rate; maintenance = capex x fraction / 12; staff; interest of an annuity when financed. Renting: GPUs x price x 730 h (committed) or the hours needed (on demand), plus storage and egress.</source>
        <translation>自建每月成本：折旧 = 投资 x (1 - 残值) / (年数 x 12)（或余额递减、MACRS 5 年）；电力 = 服务器数 x kW x 负载 x PUE x 730 小时 x 电价；托管 = 服务器数 x kW x 单价；维护 = 投资 x 比例 / 12；人员；融资时的年金利息。租用：GPU 数 x 单价 x 730 小时（包月）或所需小时（按需），加存储与流量。</translation>
    </message>
    <message>
        <source>Horizon cost, the one measure behind the recommendation: cash flows discounted monthly at the scenario&apos;s rate (capex when paid or the loan payments, opex, the loan still owed at the horizon) minus the resale value at the horizon; the depreciation view is shown separately as the accounting cost. Break-even month: the first month the own option&apos;s cumulative discounted cash is no more than renting&apos;s. Break-even utilisation: own monthly cost x own hours per unit of work / (730 x rent&apos;s GPU-hour cost of that work). Claims are flagged when off by more than 25 %.</source>
        <translation>期限成本（推荐所依据的唯一口径）：按情景折现率逐月折现的现金流（付款时的投资或贷款还款、运营支出、期末未还贷款本金）减去期末转售价值；折旧口径另列为会计成本。回本月份：自建累计折现现金首次不高于租用的月份。回本利用率：自建月成本 x 单位工作量的自建小时 / (730 x 租用完成同样工作的 GPU 小时费用)。与计算值相差超过 25% 的宣传数据被标出。</translation>
    </message>
    <message>
        <source>Sources: catalog values cite their source and the date read (section 2); docs/training-model.md and docs/scenario-format.md in the planner&apos;s source give the details.</source>
        <translation>来源：目录数据均注明来源及读取日期（第 2 节）；详见源代码中的 docs/training-model.md 与 docs/scenario-format.md。</translation>
    </message>
    <message>
        <source>Generated by GPU TCO Planner</source>
        <translation>由 GPU TCO Planner 生成</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>GPU TCO Planner report: </source>
        <translation>GPU TCO Planner 报告：</translation>
    </message>
    <message>
        <source>runs a month</source>
        <translation>次/月</translation>
    </message>
    <message>
        <source>own</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Options: </source>
        <translation>方案：</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>1. Key figures</source>
        <translation>1. 关键数据</translation>
    </message>
    <message>
        <source>3. Charts</source>
        <translation>3. 图表</translation>
    </message>
    <message>
        <source>Names shortened in the charts, in full: </source>
        <translation>图中缩写的名称全称：</translation>
    </message>
    <message>
        <source>5. Claim check</source>
        <translation>5. 宣传数据核查</translation>
    </message>
    <message>
        <source>Published claims next to the planner&apos;s numbers; flagged when off by more than 25 %.</source>
        <translation>公开宣传数据与本工具计算值对比；相差超过 25% 时标出。</translation>
    </message>
    <message>
        <source>off by more than 25 %</source>
        <translation>偏差超过 25%</translation>
    </message>
    <message>
        <source>plausible</source>
        <translation>合理</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>宣传</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>宣称</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>API or GPUs: cost against load</source>
        <translation>API 与 GPU：成本随负载变化</translation>
    </message>
    <message>
        <source>Shown: the %1 cheapest of %2 API options, each against the %3 cheapest of %4 GPU options.</source>
        <translation>显示：%2 个 API 方案中最便宜的 %1 个，各与 %4 个 GPU 方案中最便宜的 %3 个比较。</translation>
    </message>
    <message>
        <source>%1 (%2 QPS average)</source>
        <translation>%1（平均 %2 QPS）</translation>
    </message>
    <message>
        <source>which way of getting GPUs runs %1 for the least money over %2 months, and how long does each run take?</source>
        <translation>哪种获取 GPU 的方式能在 %2 个月内以最低成本运行 %1？每次运行需要多长时间？</translation>
    </message>
    <message>
        <source>which way of serving %1 costs the least over %2 months?</source>
        <translation>在 %2 个月内，哪种方式提供 %1 推理服务的成本最低？</translation>
    </message>
    <message>
        <source>Question: </source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>tokens bought per million (API)</source>
        <translation>按百万令牌购买（API）</translation>
    </message>
    <message>
        <source>%1 reserved (%2) + %3 %4</source>
        <translation>%1 块预留（%2）+ %3 块%4</translation>
    </message>
    <message>
        <source>Reserved price</source>
        <translation>预留价格</translation>
    </message>
    <message>
        <source>Price of the others</source>
        <translation>其余 GPU 价格</translation>
    </message>
    <message>
        <source>Rent over the horizon: %1 for the %2 reserved GPUs, %3 for the others.</source>
        <translation>规划期内租金：%2 块预留 GPU 共 %1，其余 GPU 共 %3。</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>MoE dispatcher</source>
        <translation>MoE token 分发器</translation>
    </message>
    <message>
        <source>%1, %2: %3 (P10-P90 %4-%5 days). Nearest: %6.</source>
        <translation>%1，%2：%3（P10-P90 %4-%5 天）。最近的验证行：%6。</translation>
    </message>
    <message>
        <source>one run starting in month %1</source>
        <translation>一次运行，从第 %1 个月开始</translation>
    </message>
    <message>
        <source>%1 one-off runs starting in months %2</source>
        <translation>%1 次一次性运行，分别从第 %2 个月开始</translation>
    </message>
    <message>
        <source>each within %1 days</source>
        <translation>每次须在 %1 天内完成</translation>
    </message>
    <message>
        <source>Owning (%1) and renting (%2): no break-even, as one of them misses a requirement.</source>
        <translation>自有（%1）与租用（%2）：其中一方未满足要求，因此没有盈亏平衡点。</translation>
    </message>
    <message>
        <source>No option meets every requirement.</source>
        <translation>没有任何方案满足全部要求。</translation>
    </message>
    <message>
        <source>%1, %2 %3 over the horizon</source>
        <translation>%1，规划期内 %2 %3</translation>
    </message>
    <message>
        <source>What would meet them: %1. Add one as an option (gpu-tco evaluate --with-suggestions, or Plan in the window) to compare it.</source>
        <translation>可满足要求的方案：%1。将其中一个添加为方案（gpu-tco evaluate --with-suggestions，或窗口中的“规划”菜单）即可比较。</translation>
    </message>
    <message>
        <source>%1 costs the least over %2 months among the options that meet every requirement: %3 %4 paid in all (as in the cumulative chart).</source>
        <translation>在满足全部要求的方案中，%1 在 %2 个月内成本最低：共支付 %3 %4（与累计图一致）。</translation>
    </message>
    <message>
        <source>Left out, as they miss a requirement: %1.</source>
        <translation>因未满足要求而排除：%1。</translation>
    </message>
    <message>
        <source>%1 costs %2 %3 over %4 months (discounted cash).</source>
        <translation>%1 在 %4 个月内成本 %2 %3（折现现金）。</translation>
    </message>
    <message>
        <source>That is %1 %2 per GPU-hour used, at %3 % utilisation.</source>
        <translation>即每使用 GPU 小时 %1 %2，利用率 %3%。</translation>
    </message>
    <message>
        <source>%1: %2 %3 per 1M output tokens.</source>
        <translation>%1：每百万输出 token %2 %3。</translation>
    </message>
    <message>
        <source>%1: %2 %3 per run, %4 %3 per 1M training tokens.</source>
        <translation>%1：每次运行 %2 %3，每百万训练 token %4 %3。</translation>
    </message>
    <message>
        <source>They cost the same over the horizon when renting costs %1 %2 per GPU-hour (now %3).</source>
        <translation>租用价格为每 GPU 小时 %1 %2（当前 %3）时，两者在规划期内成本相同。</translation>
    </message>
    <message>
        <source>Owning costs the same per unit of work as renting at %1 % utilisation.</source>
        <translation>利用率为 %1% 时，自建与租用的单位工作量成本相同。</translation>
    </message>
    <message>
        <source>The uncertainty analysis could not run: %1</source>
        <translation>不确定性分析无法运行：%1</translation>
    </message>
    <message>
        <source>%1 (from %2 to %3 moves it from %4 to %5 %6</source>
        <translation>%1（从 %2 到 %3，使其从 %4 变为 %5 %6</translation>
    </message>
    <message>
        <source>; the decision flips at %1, to %2</source>
        <translation>；在 %1 处决策翻转为%2</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>owning</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>%1 minus %2 (base %3 %4)</source>
        <translation>%1 减 %2（基准 %3 %4）</translation>
    </message>
    <message>
        <source>the horizon cost of %1 (base %2 %3)</source>
        <translation>%1 的规划期成本（基准 %2 %3）</translation>
    </message>
    <message>
        <source>The inputs that move %1 most: %2.</source>
        <translation>对 %1 影响最大的输入：%2。</translation>
    </message>
    <message>
        <source>No single input&apos;s range flips own against rent.</source>
        <translation>没有任何单一输入的范围会使自建与租用的决策翻转。</translation>
    </message>
    <message>
        <source>In %1 Monte Carlo samples over the input ranges (seed 1), %2 is the cheapest option that meets every requirement in %3 % of them.</source>
        <translation>在输入范围内的 %1 次蒙特卡洛抽样中（种子 1），%2 在 %3% 的样本中是满足全部要求的最便宜方案。</translation>
    </message>
    <message>
        <source>The cheapest own option beats the cheapest rent option in %1 %.</source>
        <translation>最便宜的自建方案在 %1% 的样本中优于最便宜的租用方案。</translation>
    </message>
    <message>
        <source>Plan on the P90.</source>
        <translation>请按 P90 做计划。</translation>
    </message>
    <message>
        <source>What it costs</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>What would change it</source>
        <translation>什么会改变结论</translation>
    </message>
    <message>
        <source>How sure it is</source>
        <translation>把握有多大</translation>
    </message>
    <message>
        <source>How far the model is validated there</source>
        <translation>模型在此处的验证程度</translation>
    </message>
    <message>
        <source>%1 (%2 items a day)</source>
        <translation>%1（每天 %2 项）</translation>
    </message>
    <message>
        <source>No flip value: %1.</source>
        <translation>无翻转值：%1。</translation>
    </message>
    <message>
        <source>In %1 % of them no option meets every requirement.</source>
        <translation>其中 %1 % 的样本中没有选项满足全部要求。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 on %2: %3; P10-P90 %4 days.</source>
        <translation>%1 在 %2 上：%3；P10-P90 %4 天。</translation>
    </message>
    <message>
        <source>Validation envelope. Each training estimate is compared with the held-out validation rows (published end-to-end runs, MoE steady states, DeepSeek-V3, MLPerf Training): a row is close when it has the estimate&apos;s GPU generation, precision (16-bit, FP8 or FP4), dense or MoE kind, and is within 8x of its parameters and GPUs. Where none is, the estimate is extrapolated and its P10-P90 band is widened to the nearest rows&apos; median held-out error plus the base band&apos;s half-width for each missing dimension. The kernels-in-practice factors are fitted on dense 16-bit runs on NVIDIA V100 to H100 and are not applied to FP8/FP4, MoE, Blackwell or AMD estimates.</source>
        <translation>验证范围。每个训练估算都与留出的验证数据（已发表的端到端训练、MoE 稳态吞吐、DeepSeek-V3、MLPerf Training）比较：若某行与估算的 GPU 代际、精度（16 位、FP8 或 FP4）、稠密或 MoE 类型相同，且参数量和 GPU 数都在 8 倍以内，即为相近。若没有相近的行，该估算属于外推，其 P10-P90 区间放宽为最近各行留出误差的中位数，加上每个缺失维度一份基础区间的半宽。“实际内核效率”系数仅在 NVIDIA V100 至 H100 的稠密 16 位训练上拟合，不用于 FP8/FP4、MoE、Blackwell 或 AMD 估算。</translation>
    </message>
    <message>
        <source>Price listed</source>
        <translation>价格发布</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>price listed %1, more than 6 months ago: refresh prices (Catalog &gt; Update prices, or gpu-tco catalog refresh)</source>
        <translation>价格发布于 %1，已超过 6 个月：请更新价格（目录 &gt; 更新价格，或 gpu-tco catalog refresh）</translation>
    </message>
    <message>
        <source>Each serving estimate is compared by the same rule with the held-out serving rows (engines&apos; published throughput). It has no band: the nearest rows&apos; errors say how far the model was from what was published there.</source>
        <translation>每个推理服务估算按同一规则与留出的推理验证行（推理引擎公布的吞吐量）比较。它没有区间：最近各行的误差说明模型与公布值相差多少。</translation>
    </message>
    <message>
        <source>%1, %2: %3. Nearest: %4.</source>
        <translation>%1，%2：%3。最近：%4。</translation>
    </message>
    <message>
        <source>GPU generation</source>
        <translation>GPU 代际</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>dense/MoE kind</source>
        <translation>稠密/MoE 类型</translation>
    </message>
    <message>
        <source>scale (8x)</source>
        <translation>规模（8 倍以内）</translation>
    </message>
    <message>
        <source>end-to-end check</source>
        <translation>端到端验证</translation>
    </message>
    <message>
        <source>extrapolated: no validated run matches its %1</source>
        <translation>外推：没有已验证的运行与其%1相符</translation>
    </message>
    <message>
        <source>within the validated runs</source>
        <translation>在已验证的运行范围内</translation>
    </message>
    <message>
        <source>within the validated serving runs, the nearest off by %1 to %2 %</source>
        <translation>在已验证的推理运行范围内，最近各行偏差 %1 至 %2 %</translation>
    </message>
    <message>
        <source>%1 on %2: %3.</source>
        <translation>%1 在 %2 上：%3。</translation>
    </message>
    <message>
        <source>extrapolated: the nearest validated runs are off by more than 15 %</source>
        <translation>外推：最接近的已验证运行偏差超过 15 %</translation>
    </message>
    <message>
        <source>parallelism (expert or tensor)</source>
        <translation>并行方式（专家并行或张量并行）</translation>
    </message>
</context>
<context>
    <name>GuiCommand</name>
    <message>
        <source>No scenario named &apos;%1&apos;.</source>
        <translation>没有名为“%1”的场景。</translation>
    </message>
</context>
<context>
    <name>ModelChoice</name>
    <message>
        <source>Llama-style, sized by Parameters</source>
        <translation>Llama 式结构，按参数量确定</translation>
    </message>
    <message>
        <source>custom shape (scenario file)</source>
        <translation>自定义结构（方案文件）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>catalog: %1 %2/GPU-h, %3, %4</source>
        <translation>目录：%1 %2/GPU 小时，%3，%4</translation>
    </message>
    <message>
        <source>catalog: no %1 price for %2</source>
        <translation>目录：%2 无 %1 价格</translation>
    </message>
    <message>
        <source>catalog: %1, typical %2-GPU server, %3</source>
        <translation>目录：%1，典型 %2 卡服务器，%3</translation>
    </message>
    <message>
        <source>catalog: %1</source>
        <translation>目录：%1</translation>
    </message>
    <message>
        <source>Own %1 x %2 %3 servers</source>
        <translation>自建 %1 台 %2 卡 %3 服务器</translation>
    </message>
    <message>
        <source>Own %1 x %2 servers</source>
        <translation>自建 %1 台 %2 服务器</translation>
    </message>
    <message>
        <source>Rent %1 x %2, %3</source>
        <translation>租用 %1 x %2，%3</translation>
    </message>
    <message>
        <source>committed</source>
        <translation>包月</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Results stay in %1: %2 Add a rate under Scenario -&gt; Exchange rates.</source>
        <translation>结果仍以 %1 显示：%2 请在 场景 -&gt; 汇率 中添加汇率。</translation>
    </message>
    <message>
        <source>Pre-training by a deadline</source>
        <translation>限期预训练</translation>
    </message>
    <message>
        <source>One pre-training run that must finish within 60 days: rent H100 or buy B200 servers?</source>
        <translation>一次须在 60 天内完成的预训练：租用 H100 还是购买 B200 服务器自建？</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>A weekly full fine-tune of an 8B model: rent by the hour or own one server?</source>
        <translation>每周对 8B 模型做一次全参数微调：按小时租用还是自建一台服务器？</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>A 70B chat model around the clock: committed rental or owned H200 servers?</source>
        <translation>全天候运行的 70B 对话模型：包月租用还是自建 H200 服务器？</translation>
    </message>
    <message>
        <source>Mixed day/night</source>
        <translation>昼夜混合</translation>
    </message>
    <message>
        <source>Serve by day on MIG slices, fine-tune by night on whole GPUs.</source>
        <translation>白天用 MIG 切分提供推理服务，夜间用整卡做微调。</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Time-to-train vs GPU count</source>
        <translation>训练时长与 GPU 数量</translation>
    </message>
    <message>
        <source>Monthly cost per option</source>
        <translation>各方案月度成本</translation>
    </message>
    <message>
        <source>Cumulative cost over the horizon</source>
        <translation>规划期累计成本</translation>
    </message>
    <message>
        <source>Where the time goes (per iteration)</source>
        <translation>时间分解（每次迭代）</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每 GPU 显存</translation>
    </message>
    <message>
        <source>The day: GPUs in use by hour</source>
        <translation>一天内各小时使用的 GPU</translation>
    </message>
    <message>
        <source>Time-to-train vs GPU count: %1</source>
        <translation>训练时长与 GPU 数量：%1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>days per run</source>
        <translation>每次运行天数</translation>
    </message>
    <message>
        <source>this option</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>power</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>interest</source>
        <translation>利息</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>storage + egress</source>
        <translation>存储 + 出网流量</translation>
    </message>
    <message>
        <source>insurance + licences</source>
        <translation>保险 + 软件许可</translation>
    </message>
    <message>
        <source>%1 per month</source>
        <translation>%1/月</translation>
    </message>
    <message>
        <source>month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>cumulative cash, %1</source>
        <translation>累计现金支出，%1</translation>
    </message>
    <message>
        <source> (own)</source>
        <translation>（自建）</translation>
    </message>
    <message>
        <source> (rent)</source>
        <translation>（租用）</translation>
    </message>
    <message>
        <source>break-even month %1
%2
vs %3</source>
        <translation>第 %1 个月回本
%2
对比 %3</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>TP comm</source>
        <translation>张量并行通信</translation>
    </message>
    <message>
        <source>PP bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>DP comm</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <source>I/O stall</source>
        <translation>I/O 等待</translation>
    </message>
    <message>
        <source>failures, checkpoints</source>
        <translation>故障与检查点</translation>
    </message>
    <message>
        <source> (cannot run)</source>
        <translation>（无法运行）</translation>
    </message>
    <message>
        <source>% of iteration time</source>
        <translation>占迭代时间 %</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>预留</translation>
    </message>
    <message>
        <source> (does not fit)</source>
        <translation>（显存不足）</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>每 GPU GiB</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>The day on %1: GPUs in use by hour</source>
        <translation>%1 的一天：各小时使用的 GPU</translation>
    </message>
    <message>
        <source>GPUs in use (whole-GPU equivalents)</source>
        <translation>使用中的 GPU（折合整卡）</translation>
    </message>
    <message>
        <source>hour of the day</source>
        <translation>时刻（小时）</translation>
    </message>
    <message>
        <source>GPUs in the option</source>
        <translation>方案中的 GPU</translation>
    </message>
    <message>
        <source>Key figure</source>
        <translation>关键数据</translation>
    </message>
    <message>
        <source>Days per run</source>
        <translation>每次运行天数</translation>
    </message>
    <message>
        <source>cannot run</source>
        <translation>无法运行</translation>
    </message>
    <message>
        <source>Runs per month (max)</source>
        <translation>每月最多运行次数</translation>
    </message>
    <message>
        <source>Cost per run (%1)</source>
        <translation>每次运行成本（%1）</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>算力利用率（MFU）</translation>
    </message>
    <message>
        <source>Monthly cost (%1)</source>
        <translation>月度成本（%1）</translation>
    </message>
    <message>
        <source>Up-front capex (%1)</source>
        <translation>前期资本支出（%1）</translation>
    </message>
    <message>
        <source>Cash paid by month %1 (%2, the cumulative chart)</source>
        <translation>截至第 %1 个月的现金支出（%2，见累计成本图）</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source> (over capacity)</source>
        <translation>（超出容量）</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本</translation>
    </message>
    <message>
        <source>month %1 vs %2</source>
        <translation>第 %1 个月，对比 %2</translation>
    </message>
    <message>
        <source>never vs %1</source>
        <translation>不回本，对比 %1</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>Horizon cost (%1, %n month(s))</source>
        <translation>
            <numerusform>规划期成本（%1，%n 个月）</numerusform>
        </translation>
    </message>
    <message>
        <source>pick a model of the provider from the catalog</source>
        <translation>从目录中选择该提供商的模型</translation>
    </message>
    <message>
        <source>catalog: %1 in, %2 cached, %3 out %4 per 1M tokens; %5, %6</source>
        <translation>目录：输入 %1，缓存 %2，输出 %3 %4 / 百万 token；%5，%6</translation>
    </message>
    <message>
        <source>catalog: batch %1 in, %2 out %3 per 1M tokens</source>
        <translation>目录：批量输入 %1，输出 %2 %3 / 百万 token</translation>
    </message>
    <message>
        <source>catalog: no batch price</source>
        <translation>目录：无批量价格</translation>
    </message>
    <message>
        <source>catalog: TTFT %1 ms, %2 tokens/s</source>
        <translation>目录：首 token 时间 %1 ms，%2 token/s</translation>
    </message>
    <message>
        <source>catalog: latency not published</source>
        <translation>目录：延迟未公布</translation>
    </message>
    <message>
        <source>API %1 %2</source>
        <translation>API %1 %2</translation>
    </message>
    <message>
        <source>%1 of %2 options shown: the cheapest over the horizon</source>
        <translation>显示 %2 个方案中的 %1 个：规划期内最便宜的</translation>
    </message>
    <message>
        <source>Monthly cost against average load (API vs GPUs)</source>
        <translation>月成本随平均负载变化（API 与 GPU）</translation>
    </message>
    <message>
        <source>month (%1)</source>
        <translation>月份（%1）</translation>
    </message>
    <message>
        <source>break-even</source>
        <translation>回本点</translation>
    </message>
    <message>
        <source>the scenario&apos;s load</source>
        <translation>场景的负载</translation>
    </message>
    <message>
        <source>average QPS</source>
        <translation>平均 QPS</translation>
    </message>
    <message>
        <source>monthly cost, %1 (level monthly)</source>
        <translation>月成本，%1（均摊月成本）</translation>
    </message>
    <message>
        <source>input at low</source>
        <translation>输入取低值</translation>
    </message>
    <message>
        <source>input at high</source>
        <translation>输入取高值</translation>
    </message>
    <message>
        <source>%1 (base %2)</source>
        <translation>%1（基准 %2）</translation>
    </message>
    <message>
        <source>Monte Carlo: horizon cost, %1 samples</source>
        <translation>蒙特卡洛：规划期成本，%1 个样本</translation>
    </message>
    <message>
        <source>horizon cost (%1)</source>
        <translation>规划期成本（%1）</translation>
    </message>
    <message>
        <source>share of samples</source>
        <translation>样本占比</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Horizon cost P10</source>
        <translation>规划期成本 P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Cost per run P50</source>
        <translation>每次运行成本 P50</translation>
    </message>
    <message>
        <source>Days per run P10-P90</source>
        <translation>每次运行天数 P10-P90</translation>
    </message>
    <message>
        <source>P(cheapest)</source>
        <translation>P(最便宜)</translation>
    </message>
    <message>
        <source>%1 flips the decision at %2 (base %3): %4 becomes cheaper beyond it.</source>
        <translation>%1 在 %2 处改变决策（基准 %3）：超过该值后%4更便宜。</translation>
    </message>
    <message>
        <source>renting</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>owning</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>No single input&apos;s range crosses the break-even: the decision holds.</source>
        <translation>没有任何单个输入的范围跨越回本点：决策不变。</translation>
    </message>
    <message>
        <source>Uncertainty: what would flip the decision, and how sure it is</source>
        <translation>不确定性：什么会改变决策，把握有多大</translation>
    </message>
    <message>
        <source>%1 of the %2 options are analysed: the first own and rent options and the cheapest; the other %3 are left out so that the analysis stays quick.</source>
        <translation>分析了 %2 个方案中的 %1 个：首个自建和租用方案以及最便宜的方案；其余 %3 个未纳入，以保持分析速度。</translation>
    </message>
    <message>
        <source>Each input at its low and at its high, the others at base (ranges below, with their sources; the scenario&apos;s own ranges where it gives them).</source>
        <translation>每个输入分别取低值和高值，其他输入取基准值（范围及来源见下表；场景自带范围时以场景为准）。</translation>
    </message>
    <message>
        <source>Tornado: horizon cost of %1</source>
        <translation>龙卷风图：%1 的规划期成本</translation>
    </message>
    <message>
        <source>The uncertainty analysis could not run: %1</source>
        <translation>不确定性分析无法运行：%1</translation>
    </message>
    <message>
        <source>average QPS (%1)</source>
        <translation>平均 QPS（%1）</translation>
    </message>
    <message>
        <source>API options not shown: they have no GPUs</source>
        <translation>未显示 API 选项：它们没有 GPU</translation>
    </message>
    <message>
        <source>API tokens</source>
        <translation>API 令牌费用</translation>
    </message>
    <message>
        <source>cannot serve</source>
        <translation>无法提供服务</translation>
    </message>
    <message>
        <source>GPUs needed at peak</source>
        <translation>峰值所需 GPU</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>首令牌延迟 TTFT（毫秒）</translation>
    </message>
    <message>
        <source>not published</source>
        <translation>未公布</translation>
    </message>
    <message>
        <source>Cost per 1M output tokens (%1)</source>
        <translation>每百万输出令牌成本（%1）</translation>
    </message>
    <message>
        <source>none (API, per token)</source>
        <translation>无（API，按令牌计费）</translation>
    </message>
    <message>
        <source>No plan meets the demand and the deadlines: add a rent option to burst to, allow more servers per tranche, or earlier purchase months.</source>
        <translation>没有满足需求与期限的计划：请添加可用于突发扩容的租用方案、放宽每批最多服务器数，或提前采购月份。</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>as needed</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>burst (rented)</source>
        <translation>突发扩容（租用）</translation>
    </message>
    <message>
        <source>%1 GPU-hours</source>
        <translation>%1 GPU 小时</translation>
    </message>
    <message>
        <source>buy nothing</source>
        <translation>不采购</translation>
    </message>
    <message>
        <source>Capacity against demand by month</source>
        <translation>逐月容量与需求</translation>
    </message>
    <message>
        <source>deadline: %1 days</source>
        <translation>期限：%1 天</translation>
    </message>
    <message>
        <source>%1: %2 GPUs</source>
        <translation>%1：%2 个 GPU</translation>
    </message>
    <message>
        <source>Fewest GPUs for %1 days (P50):</source>
        <translation>%1 天内完成所需最少 GPU（P50）：</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: not reachable</source>
        <translation>%1：无法达到</translation>
    </message>
    <message>
        <source>fewest GPUs meeting it (P50)</source>
        <translation>满足期限的最少 GPU（P50）</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>%1: no capacity to chart (%2)</source>
        <translation>%1：无可绘制的容量（%2）</translation>
    </message>
    <message>
        <source>month %1: %2 x %3</source>
        <translation>第 %1 月：%2 x %3</translation>
    </message>
    <message>
        <source>The scenario&apos;s kept fleet plan (Plan -&gt; Optimise fleet): horizon cost %1 %2, burst %3 GPU-hours.</source>
        <translation>场景中保留的机群计划（规划 -&gt; 优化机群）：规划期成本 %1 %2，突发扩容 %3 GPU 小时。</translation>
    </message>
    <message>
        <source>No fleet plan: %1</source>
        <translation>无机群计划：%1</translation>
    </message>
    <message>
        <source>The cheapest fleet plan (exact search of %1 plans and tranche choices): horizon cost %2 %3, burst %4 GPU-hours.</source>
        <translation>成本最低的机群计划（精确搜索 %1 个计划与批次选择）：规划期成本 %2 %3，突发扩容 %4 GPU 小时。</translation>
    </message>
    <message>
        <source>fleet plan</source>
        <translation>机群计划</translation>
    </message>
    <message>
        <source>Capacity over time: demand, owned tranches and burst</source>
        <translation>容量随时间变化：需求、自建批次与突发扩容</translation>
    </message>
    <message>
        <source>Each month&apos;s demand in GPUs of one type (GPU-hours / 730) against the capacity held: owned servers stacked by purchase, burst rental on top (docs/capacity-planning.md).</source>
        <translation>每月需求折算为一种 GPU 的数量（GPU 小时 / 730），与所持容量对比：自建服务器按采购批次堆叠，突发租用叠加在上方（docs/capacity-planning.md）。</translation>
    </message>
    <message>
        <source>%1 GPUs, month average</source>
        <translation>%1 GPU 数（月平均）</translation>
    </message>
    <message>
        <source>%1 (%2 reserved)</source>
        <translation>%1（其中 %2 块预留）</translation>
    </message>
    <message>
        <source>Rent over the horizon, reserved + on demand (%1)</source>
        <translation>规划期内租金，预留 + 按需（%1）</translation>
    </message>
    <message>
        <source>catalog %1: %2 %3/GPU-h, %4</source>
        <translation>目录 %1：%2 %3/GPU 小时，%4</translation>
    </message>
    <message>
        <source>Rent %1 x %2, %3 reserved + %4</source>
        <translation>租用 %1 x %2，%3 块预留 + %4</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Fleet plan (optimised)</source>
        <translation>机群计划（优化）</translation>
    </message>
    <message>
        <source>expert weights</source>
        <translation>专家权重</translation>
    </message>
    <message>
        <source>not assessed</source>
        <translation>未评估</translation>
    </message>
    <message>
        <source>extrapolated: P10-P90 %1-%2 days</source>
        <translation>外推：P10-P90 %1-%2 天</translation>
    </message>
    <message>
        <source>within validated runs</source>
        <translation>在已验证范围内</translation>
    </message>
    <message>
        <source>extrapolated</source>
        <translation>外推</translation>
    </message>
    <message>
        <source>Validation envelope</source>
        <translation>验证范围</translation>
    </message>
    <message>
        <source>P10-P90 widened to x%1-x%2 of the expected time: the nearest rows&apos; median held-out error plus the base band&apos;s half-width per missing dimension (docs/validation-envelope.md).</source>
        <translation>P10-P90 放宽为预期时间的 x%1-x%2：最近各行留出误差的中位数，加上每个缺失维度一份基础区间的半宽（docs/validation-envelope.md）。</translation>
    </message>
    <message>
        <source>Nearest held-out validation rows:</source>
        <translation>最近的留出验证行：</translation>
    </message>
    <message>
        <source>takes %1 days and misses the %2-day deadline by %3 days</source>
        <translation>需要 %1 天，超出 %2 天的期限 %3 天</translation>
    </message>
    <message>
        <source>a one-off run ends %1 months after the horizon</source>
        <translation>一次性运行在规划期结束后 %1 个月才完成</translation>
    </message>
    <message>
        <source>%1 target %2 ms: unknown, the provider publishes no latency</source>
        <translation>%1 目标 %2 ms：未知，服务商未公布延迟</translation>
    </message>
    <message>
        <source>%1 %2 ms at peak misses the %3 ms target by %4 ms</source>
        <translation>峰值时 %1 为 %2 ms，超出 %3 ms 目标 %4 ms</translation>
    </message>
    <message>
        <source>needs %1 % of the month: over capacity</source>
        <translation>需要每月 %1 % 的时间：超出容量</translation>
    </message>
    <message>
        <source>%1 would cost less but does not meet the requirements: %2.</source>
        <translation>%1 成本更低，但未满足要求：%2。</translation>
    </message>
    <message>
        <source>The fleet optimiser&apos;s best plan (gpu-tco plan; Plan, Optimise fleet in the window).</source>
        <translation>集群优化器的最佳计划（gpu-tco plan；窗口中的“规划 → 优化集群”）。</translation>
    </message>
    <message>
        <source> (misses a requirement)</source>
        <translation>（未满足要求）</translation>
    </message>
    <message>
        <source>Meets every requirement</source>
        <translation>满足全部要求</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>Tornado: %1 minus %2 (horizon cost)</source>
        <translation>龙卷风图：%1 减 %2（规划期成本）</translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation>复制图片</translation>
    </message>
    <message>
        <source>Copy data</source>
        <translation>复制数据</translation>
    </message>
    <message>
        <source>Save data as CSV...</source>
        <translation>将数据另存为 CSV...</translation>
    </message>
    <message>
        <source>Save image as PNG, SVG or PDF...</source>
        <translation>将图片另存为 PNG、SVG 或 PDF...</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Save chart data</source>
        <translation>保存图表数据</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>P10, %1</source>
        <translation>P10，%1</translation>
    </message>
    <message>
        <source>P90, %1</source>
        <translation>P90，%1</translation>
    </message>
    <message>
        <source>horizon cost</source>
        <translation>规划期成本</translation>
    </message>
    <message>
        <source>own minus rent</source>
        <translation>自建减租用</translation>
    </message>
    <message>
        <source>cost per run</source>
        <translation>每次运行成本</translation>
    </message>
    <message>
        <source>cost per GPU-hour</source>
        <translation>每 GPU 小时成本</translation>
    </message>
    <message>
        <source>break-even month</source>
        <translation>回本月份</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>%1 k</source>
        <translation>%1 k</translation>
    </message>
    <message numerus="yes">
        <source>rented: %n %1 GPUs</source>
        <translation>
            <numerusform>租用：%n 块 %1 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>month %1: %n servers (%2 %3)</source>
        <translation>
            <numerusform>第 %1 个月：%n 台服务器（%2 块 %3）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>not within %n months</source>
        <translation>
            <numerusform>%n 个月内不回本</numerusform>
        </translation>
    </message>
    <message>
        <source>Monte Carlo, %1 samples (seed 1): owning beats renting in %2 % of them; break-even P10: %3, P50: %4, P90: %5.</source>
        <translation>蒙特卡洛，%1 个样本（种子 1）：其中 %2 % 自建优于租用；回本 P10：%3，P50：%4，P90：%5。</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>龙卷风图</translation>
    </message>
    <message>
        <source>Monte Carlo: horizon cost</source>
        <translation>蒙特卡洛：规划期成本</translation>
    </message>
    <message>
        <source>failure rate</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>resale value</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <source>hardware price trend</source>
        <translation>硬件价格趋势</translation>
    </message>
    <message>
        <source>cloud price trend</source>
        <translation>云价格趋势</translation>
    </message>
    <message>
        <source>time-to-train (model error)</source>
        <translation>训练时长（模型误差）</translation>
    </message>
    <message>
        <source>server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>price per GPU-hour</source>
        <translation>每 GPU 小时价格</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>runs per month (utilisation)</source>
        <translation>每月运行次数（利用率）</translation>
    </message>
    <message>
        <source>EP comm</source>
        <translation>专家并行通信</translation>
    </message>
    <message>
        <source>CP comm</source>
        <translation>上下文并行通信</translation>
    </message>
    <message>
        <source>%1 meets the %2-day deadline at P50, not at P90 (%3 days)</source>
        <translation>%1 在 P50 下满足 %2 天期限，在 P90 下不满足（%3 天）</translation>
    </message>
    <message numerus="yes">
        <source>Recommended: %1, %2 %3 over %n month(s).</source>
        <translation>
            <numerusform>推荐：%1，%n 个月共 %2 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk: %1.</source>
        <translation>风险：%1。</translation>
    </message>
    <message>
        <source>Its deadlines hold at P90 too.</source>
        <translation>其期限在 P90 下同样满足。</translation>
    </message>
    <message>
        <source>no option meets every requirement, so there is no decision to flip</source>
        <translation>没有方案满足全部要求，因此没有可翻转的决策</translation>
    </message>
    <message>
        <source>no option of another kind (own, rent, API) meets every requirement, so there is nothing to compare the recommended option with</source>
        <translation>没有其他类型（自建、租用、API）的方案满足全部要求，因此推荐方案没有可比较的对象</translation>
    </message>
    <message>
        <source>the recommended option and its alternative are both rented or APIs</source>
        <translation>推荐方案及其备选方案都是租用或 API</translation>
    </message>
    <message>
        <source>No flip value: %1.</source>
        <translation>无翻转值：%1。</translation>
    </message>
    <message>
        <source>an option of the scenario that meets every requirement</source>
        <translation>场景中满足全部要求的选项</translation>
    </message>
    <message>
        <source>a goal-seek suggestion (%1)</source>
        <translation>目标求解建议（%1）</translation>
    </message>
    <message>
        <source>(no option meets every requirement)</source>
        <translation>（没有选项满足全部要求）</translation>
    </message>
    <message>
        <source>burst: rented %1, up to %2 GPUs</source>
        <translation>突发扩容：租用 %1，最多 %2 块 GPU</translation>
    </message>
    <message>
        <source>not carried (over capacity)</source>
        <translation>无法承载（超出容量）</translation>
    </message>
    <message>
        <source>%1-equivalent GPUs, month average</source>
        <translation>%1 等效 GPU 数（月平均）</translation>
    </message>
    <message>
        <source>%1 GPUs (burst)</source>
        <translation>%1 GPU 数（突发扩容）</translation>
    </message>
    <message>
        <source>needs %1 % of month %2: over capacity</source>
        <translation>第 %2 月需要 %1 % 的时间：超出容量</translation>
    </message>
    <message>
        <source>serving needs %1 GPUs at peak in month %2, the option has %3</source>
        <translation>第 %2 月高峰时推理服务需要 %1 块 GPU，该选项只有 %3 块</translation>
    </message>
    <message>
        <source>%1 resized by goal seek: %2 servers (%3 GPUs)</source>
        <translation>%1 按目标求解调整为 %2 台服务器（%3 块 GPU）</translation>
    </message>
    <message>
        <source>%1 resized by goal seek: %2 GPUs</source>
        <translation>%1 按目标求解调整为 %2 块 GPU</translation>
    </message>
    <message>
        <source>finish in %1 days at %2 and carry the busiest month&apos;s work.</source>
        <translation>可在 %1 天内（%2）完成，并承担最繁忙月份的工作量。</translation>
    </message>
    <message>
        <source>finish in %1 days at %2.</source>
        <translation>可在 %1 天内（%2）完成。</translation>
    </message>
    <message>
        <source>carry the busiest month&apos;s work.</source>
        <translation>可承担最繁忙月份的工作量。</translation>
    </message>
    <message>
        <source>busiest hour (on owned GPUs)</source>
        <translation>最繁忙时段（须用自建 GPU）</translation>
    </message>
    <message>
        <source>Best case: %1</source>
        <translation>最佳情况：%1</translation>
    </message>
    <message>
        <source>within (nearest %1 to %2 %)</source>
        <translation>在已验证范围内（最近各行偏差 %1 至 %2 %）</translation>
    </message>
</context>
<context>
    <name>ScenarioField</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Hardware price trend</source>
        <translation>硬件价格趋势</translation>
    </message>
    <message>
        <source>Cloud price trend</source>
        <translation>云价格趋势</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Tokens per run</source>
        <translation>每次运行 token 数</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation>每月运行次数</translation>
    </message>
    <message>
        <source>runs</source>
        <translation>次</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Adapted matrices</source>
        <translation>适配矩阵</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 比特基座）</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Peak load</source>
        <translation>峰值负载</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>Average load</source>
        <translation>平均负载</translation>
    </message>
    <message>
        <source>p99 end to end</source>
        <translation>p99 端到端延迟</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 时延</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每输出 token 时延</translation>
    </message>
    <message>
        <source>Hours a day</source>
        <translation>每日小时数</translation>
    </message>
    <message>
        <source>h</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Items a day</source>
        <translation>每日条目</translation>
    </message>
    <message>
        <source>items</source>
        <translation>条</translation>
    </message>
    <message>
        <source>GPU time per item</source>
        <translation>每条 GPU 时间</translation>
    </message>
    <message>
        <source>s on the reference GPU</source>
        <translation>秒（参考 GPU）</translation>
    </message>
    <message>
        <source>Reference GPU</source>
        <translation>参考 GPU</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器 GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>{cur}</source>
        <translation>{cur}</translation>
    </message>
    <message>
        <source>Network capex</source>
        <translation>网络资本支出</translation>
    </message>
    <message>
        <source>Storage capex</source>
        <translation>存储资本支出</translation>
    </message>
    <message>
        <source>Installation capex</source>
        <translation>安装资本支出</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>of capex</source>
        <translation>占资本支出</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>排班</translation>
    </message>
    <message>
        <source>Server power</source>
        <translation>服务器功率</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>千瓦</translation>
    </message>
    <message>
        <source>Busy draw</source>
        <translation>满载功耗</translation>
    </message>
    <message>
        <source>of rated power</source>
        <translation>占额定功率</translation>
    </message>
    <message>
        <source>Idle draw</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Planned utilisation</source>
        <translation>计划算力利用率</translation>
    </message>
    <message>
        <source>share of hours</source>
        <translation>时间占比</translation>
    </message>
    <message>
        <source>Site profile</source>
        <translation>机房配置</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>{cur}/kWh</source>
        <translation>{cur}/千瓦时</translation>
    </message>
    <message>
        <source>Electricity escalation</source>
        <translation>电价年涨幅</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>{cur}/kW-month</source>
        <translation>{cur}/千瓦·月</translation>
    </message>
    <message>
        <source>Facility build cost</source>
        <translation>机房建设成本</translation>
    </message>
    <message>
        <source>{cur}/MW</source>
        <translation>{cur}/兆瓦</translation>
    </message>
    <message>
        <source>Facility amortisation</source>
        <translation>机房摊销</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>of capex per year</source>
        <translation>投资/年</translation>
    </message>
    <message>
        <source>Maintenance rise</source>
        <translation>维护费随机龄上涨</translation>
    </message>
    <message>
        <source>per year of age</source>
        <translation>每年机龄</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>保险</translation>
    </message>
    <message>
        <source>Servers per engineer</source>
        <translation>每名工程师维护服务器数</translation>
    </message>
    <message>
        <source>Engineer cost</source>
        <translation>工程师成本</translation>
    </message>
    <message>
        <source>{cur}/year</source>
        <translation>{cur}/年</translation>
    </message>
    <message>
        <source>Other staff</source>
        <translation>其他人员</translation>
    </message>
    <message>
        <source>{cur}/month</source>
        <translation>{cur}/月</translation>
    </message>
    <message>
        <source>Software licences</source>
        <translation>软件许可</translation>
    </message>
    <message>
        <source>{cur}/GPU-year</source>
        <translation>{cur}/GPU·年</translation>
    </message>
    <message>
        <source>Storage used</source>
        <translation>存储用量</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>Storage price</source>
        <translation>存储价格</translation>
    </message>
    <message>
        <source>{cur}/TB-month</source>
        <translation>{cur}/TB·月</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>出网流量</translation>
    </message>
    <message>
        <source>GB/month</source>
        <translation>GB/月</translation>
    </message>
    <message>
        <source>Egress price</source>
        <translation>出网流量价格</translation>
    </message>
    <message>
        <source>{cur}/GB</source>
        <translation>{cur}/GB</translation>
    </message>
    <message>
        <source>Storage (fixed)</source>
        <translation>存储（固定）</translation>
    </message>
    <message>
        <source>Egress (fixed)</source>
        <translation>出网流量（固定）</translation>
    </message>
    <message>
        <source>Interest rate</source>
        <translation>利率</translation>
    </message>
    <message>
        <source>Fabric</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>GPUs per node</source>
        <translation>每节点 GPU 数</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>{cur}/GPU-hour</source>
        <translation>{cur}/GPU 小时</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Minimum commitment</source>
        <translation>最短承诺期</translation>
    </message>
    <message>
        <source>Spot reclaims</source>
        <translation>竞价实例回收</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Storage tier</source>
        <translation>存储等级</translation>
    </message>
    <message>
        <source>Cached prompt share</source>
        <translation>缓存提示词占比</translation>
    </message>
    <message>
        <source>of prompt tokens</source>
        <translation>占提示词 token</translation>
    </message>
    <message>
        <source>Reserved GPUs</source>
        <translation>预留 GPU</translation>
    </message>
    <message>
        <source>Reserved billing</source>
        <translation>预留计费方式</translation>
    </message>
    <message>
        <source>Reserved price</source>
        <translation>预留价格</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>流水线调度</translation>
    </message>
    <message>
        <source>MoE dispatcher</source>
        <translation>MoE token 分发器</translation>
    </message>
    <message>
        <source>Gradient reduce</source>
        <translation>梯度归约精度</translation>
    </message>
</context>
<context>
    <name>Workbook</name>
    <message>
        <source>Inputs</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Source and date, or typed</source>
        <translation>来源与日期，或手工输入</translation>
    </message>
    <message>
        <source>formula</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>手工输入</translation>
    </message>
    <message>
        <source>Discount rate (per year)</source>
        <translation>折现率（每年）</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>规划期</translation>
    </message>
    <message>
        <source>months</source>
        <translation>月</translation>
    </message>
    <message>
        <source>Cloud price trend</source>
        <translation>云价格趋势</translation>
    </message>
    <message>
        <source>Hardware price trend</source>
        <translation>硬件价格趋势</translation>
    </message>
    <message>
        <source>Hours in a month</source>
        <translation>每月小时数</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>8,760 / 12</source>
        <translation>8,760 / 12</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>%1: exchange rate to the scenario&apos;s currency</source>
        <translation>%1：折算为场景货币的汇率</translation>
    </message>
    <message>
        <source>the scenario&apos;s exchange rates</source>
        <translation>场景的汇率</translation>
    </message>
    <message>
        <source>%1: GPUs</source>
        <translation>%1：GPU 数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>network and storage capex</source>
        <translation>网络与存储投资</translation>
    </message>
    <message>
        <source>installation capex</source>
        <translation>安装投资</translation>
    </message>
    <message>
        <source>%1: capex</source>
        <translation>%1：投资</translation>
    </message>
    <message>
        <source>%1: servers&apos; capex (resold)</source>
        <translation>%1：服务器投资（可转售部分）</translation>
    </message>
    <message>
        <source>residual value (share of capex)</source>
        <translation>残值（占投资比例）</translation>
    </message>
    <message>
        <source>server power, rated</source>
        <translation>服务器额定功率</translation>
    </message>
    <message>
        <source>busy draw (share of rated)</source>
        <translation>满载功耗（占额定比例）</translation>
    </message>
    <message>
        <source>idle draw (share of rated)</source>
        <translation>空闲功耗（占额定比例）</translation>
    </message>
    <message>
        <source>%1: GPU utilisation (from the performance model)</source>
        <translation>%1：GPU 利用率（来自性能模型）</translation>
    </message>
    <message>
        <source>from the performance model</source>
        <translation>来自性能模型</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>electricity escalation</source>
        <translation>电价年涨幅</translation>
    </message>
    <message>
        <source>colocation</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>own facility build cost</source>
        <translation>自建机房建设成本</translation>
    </message>
    <message>
        <source>facility amortisation</source>
        <translation>机房摊销年限</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>maintenance (share of capex a year)</source>
        <translation>维护（每年占投资比例）</translation>
    </message>
    <message>
        <source>maintenance rise a year of age</source>
        <translation>维护费随机龄每年增加</translation>
    </message>
    <message>
        <source>insurance (share of capex a year)</source>
        <translation>保险（每年占投资比例）</translation>
    </message>
    <message>
        <source>staff, fixed</source>
        <translation>人员（固定）</translation>
    </message>
    <message>
        <source>/month</source>
        <translation>/月</translation>
    </message>
    <message>
        <source>servers per staff</source>
        <translation>每名人员管理服务器数</translation>
    </message>
    <message>
        <source>staff cost a year</source>
        <translation>人员年成本</translation>
    </message>
    <message>
        <source>licences a GPU a year</source>
        <translation>每 GPU 每年许可费</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>egress</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>interest rate (financed when &gt; 0)</source>
        <translation>利率（大于 0 表示融资）</translation>
    </message>
    <message>
        <source>%1: depreciation life</source>
        <translation>%1：折旧年限</translation>
    </message>
    <message>
        <source>Depreciation share of the base (schedule, lookup)</source>
        <translation>折旧占基数比例（折旧表，查表）</translation>
    </message>
    <message>
        <source>Resale share of the servers&apos; price (market curve, lookup)</source>
        <translation>服务器转售价占原价比例（市场曲线，查表）</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>Interest</source>
        <translation>利息</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Colocation or facility</source>
        <translation>托管或自建机房</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维护</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>保险</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人员</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>许可</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Egress</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Monthly cost (all lines)</source>
        <translation>月成本（全部科目）</translation>
    </message>
    <message>
        <source>Loan payment</source>
        <translation>贷款还款</translation>
    </message>
    <message>
        <source>Cash paid</source>
        <translation>现金支出</translation>
    </message>
    <message>
        <source>Discount factor</source>
        <translation>折现系数</translation>
    </message>
    <message>
        <source>Discounted cash</source>
        <translation>折现现金</translation>
    </message>
    <message>
        <source>Loan still owed</source>
        <translation>未还贷款</translation>
    </message>
    <message>
        <source>Resale value of the servers</source>
        <translation>服务器转售价值</translation>
    </message>
    <message>
        <source>Discounted cost if stopped this month (cumulative)</source>
        <translation>若在本月停止的折现成本（累计）</translation>
    </message>
    <message>
        <source>%1: price per GPU-hour</source>
        <translation>%1：每 GPU 小时价格</translation>
    </message>
    <message>
        <source>catalog: %1, %2 (%3)</source>
        <translation>目录：%1，%2（%3）</translation>
    </message>
    <message>
        <source>%1: months a price holds (the term, else a year)</source>
        <translation>%1：价格锁定月数（合约期，否则一年）</translation>
    </message>
    <message>
        <source>billing: %1</source>
        <translation>计费：%1</translation>
    </message>
    <message>
        <source>%1: months a commitment binds (0: none)</source>
        <translation>%1：承诺期月数（0：无）</translation>
    </message>
    <message>
        <source>%1: storage</source>
        <translation>%1：存储</translation>
    </message>
    <message>
        <source>%1: egress</source>
        <translation>%1：流量</translation>
    </message>
    <message>
        <source>%1: licences a GPU a year</source>
        <translation>%1：每 GPU 每年许可费</translation>
    </message>
    <message>
        <source>GPU-hours billed per GPU (from the performance model and the billing)</source>
        <translation>每 GPU 计费小时（来自性能模型与计费方式）</translation>
    </message>
    <message>
        <source>Price factor (cloud price trend, fixed for a term or a year)</source>
        <translation>价格系数（云价格趋势，合约期或一年内固定）</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租金</translation>
    </message>
    <message>
        <source>Committed rent still due (discounted)</source>
        <translation>承诺期内尚需支付的租金（折现）</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Meets the requirements (performance model)</source>
        <translation>满足要求（性能模型）</translation>
    </message>
    <message>
        <source>Horizon cost (discounted)</source>
        <translation>规划期成本（折现）</translation>
    </message>
    <message>
        <source>own</source>
        <translation>自建</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Cheapest option that meets the requirements</source>
        <translation>满足要求的最低成本方案</translation>
    </message>
    <message>
        <source>Break-even (own against rent)</source>
        <translation>回本（自建对比租用）</translation>
    </message>
    <message>
        <source>no break-even: an option does not meet the requirements</source>
        <translation>无回本：有方案不满足要求</translation>
    </message>
    <message>
        <source>never</source>
        <translation>不回本</translation>
    </message>
    <message>
        <source>Cumulative discounted cost</source>
        <translation>累计折现成本</translation>
    </message>
    <message>
        <source>Days in a month (token bills)</source>
        <translation>每月天数（token 账单）</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>issue 19&apos;s rule</source>
        <translation>issue 19 的规则</translation>
    </message>
    <message>
        <source>%1: average requests per second</source>
        <translation>%1：平均每秒请求数</translation>
    </message>
    <message>
        <source>requests/s</source>
        <translation>请求/秒</translation>
    </message>
    <message>
        <source>%1: hours a day</source>
        <translation>%1：每日运行小时数</translation>
    </message>
    <message>
        <source>%1: prompt tokens</source>
        <translation>%1：输入 token 数</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>%1: output tokens</source>
        <translation>%1：输出 token 数</translation>
    </message>
    <message>
        <source>%1: share of prompt tokens billed as cached</source>
        <translation>%1：按缓存计费的输入 token 比例</translation>
    </message>
    <message>
        <source>catalog: %1 %2, %3 (%4)</source>
        <translation>目录：%1 %2，%3（%4）</translation>
    </message>
    <message>
        <source>%1: input tokens, per million</source>
        <translation>%1：输入 token，每百万</translation>
    </message>
    <message>
        <source>%1: cached input tokens, per million</source>
        <translation>%1：缓存输入 token，每百万</translation>
    </message>
    <message>
        <source>%1: output tokens, per million</source>
        <translation>%1：输出 token，每百万</translation>
    </message>
    <message>
        <source>%1: negotiated discount</source>
        <translation>%1：协议折扣</translation>
    </message>
    <message>
        <source>Tokens for %1</source>
        <translation>%1 的 token 费用</translation>
    </message>
    <message>
        <source>%1: reserved GPUs</source>
        <translation>%1：预留 GPU 数</translation>
    </message>
    <message>
        <source>%1: reserved price per GPU-hour</source>
        <translation>%1：预留每 GPU 小时价格</translation>
    </message>
    <message>
        <source>%1: months a reserved price holds</source>
        <translation>%1：预留价格锁定月数</translation>
    </message>
    <message>
        <source>%1: months the reservation binds</source>
        <translation>%1：预留承诺期月数</translation>
    </message>
    <message>
        <source>Reserved GPUs: GPU-hours billed per GPU</source>
        <translation>预留 GPU：每 GPU 计费小时</translation>
    </message>
    <message>
        <source>Reserved GPUs: price factor</source>
        <translation>预留 GPU：价格系数</translation>
    </message>
    <message>
        <source>Reserved GPUs: rent</source>
        <translation>预留 GPU：租金</translation>
    </message>
    <message>
        <source>%1, %2: runs (1) or not (0)</source>
        <translation>%1，%2：可运行 (1) 或否 (0)</translation>
    </message>
    <message>
        <source>%1, %2: days per run</source>
        <translation>%1，%2：每次运行天数</translation>
    </message>
    <message>
        <source>, P10-P90 %1-%2 days</source>
        <translation>，P10-P90 %1-%2 天</translation>
    </message>
    <message>
        <source>%1, %2: GPU-hours per run</source>
        <translation>%1，%2：每次运行 GPU 小时</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>%1, %2: GPUs needed at peak</source>
        <translation>%1，%2：峰值所需 GPU</translation>
    </message>
    <message>
        <source>Purchase in use (month bought)</source>
        <translation>当月使用的采购批次（采购月份）</translation>
    </message>
    <message>
        <source>Month of its depreciation life</source>
        <translation>其折旧期内的第几个月</translation>
    </message>
    <message>
        <source>Its capex</source>
        <translation>其投资</translation>
    </message>
    <message>
        <source>Purchase owned at the end of the month (month bought)</source>
        <translation>月末持有的采购批次（采购月份）</translation>
    </message>
    <message>
        <source>Its capex (owned)</source>
        <translation>其投资（持有）</translation>
    </message>
    <message>
        <source>Its servers&apos; capex (owned)</source>
        <translation>其服务器投资（持有）</translation>
    </message>
    <message>
        <source>A refresh purchase this month (1 or 0)</source>
        <translation>本月有更新采购（1 或 0）</translation>
    </message>
    <message>
        <source>Refresh capex</source>
        <translation>更新采购投资</translation>
    </message>
    <message>
        <source>Resale of the servers replaced</source>
        <translation>被替换服务器的转售</translation>
    </message>
    <message>
        <source>Resale share of the servers replaced (market curve, lookup)</source>
        <translation>被替换服务器转售价占原价比例（市场曲线，查表）</translation>
    </message>
    <message>
        <source>Months after the horizon: the rent a commitment still binds</source>
        <translation>规划期之后的月份：承诺期仍需支付的租金</translation>
    </message>
    <message>
        <source>No fleet plan: %1. Priced as its servers alone, as evaluate does.</source>
        <translation>无机队计划：%1。与 evaluate 相同，仅按其服务器计价。</translation>
    </message>
    <message>
        <source>%1: network capex per server</source>
        <translation>%1：每台服务器的网络资本支出</translation>
    </message>
    <message>
        <source>%1, fixed costs</source>
        <translation>%1，固定成本</translation>
    </message>
    <message>
        <source>%1, fixed costs: GPUs</source>
        <translation>%1，固定成本：GPU 数</translation>
    </message>
    <message>
        <source>What the plan of %1 pays whatever it buys: storage and installation capex, fixed staff, storage, egress</source>
        <translation>%1 的计划无论购买什么都要支付的：存储与安装资本支出、固定人员、存储、出口流量</translation>
    </message>
    <message>
        <source>%1, tranche %2 (%3 x %4, month %5)</source>
        <translation>%1，第 %2 批（%3 × %4，第 %5 月）</translation>
    </message>
    <message>
        <source>scaled from the option&apos;s by the catalog&apos;s</source>
        <translation>按目录值从该选项的数值折算</translation>
    </message>
    <message>
        <source>purchase month</source>
        <translation>购买月份</translation>
    </message>
    <message>
        <source>server price at month 0</source>
        <translation>第 0 月的服务器价格</translation>
    </message>
    <message>
        <source>%1: server price in its month (hardware price trend)</source>
        <translation>%1：购买当月的服务器价格（硬件价格趋势）</translation>
    </message>
    <message>
        <source>%1: network capex (hardware price trend)</source>
        <translation>%1：网络资本支出（硬件价格趋势）</translation>
    </message>
    <message>
        <source>in the plan&apos;s fixed costs (sheet %1)</source>
        <translation>计入计划的固定成本（工作表 %1）</translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation>GPU 利用率</translation>
    </message>
    <message>
        <source>work a server carries a month (reference GPU-hours)</source>
        <translation>每台服务器每月承担的工作量（参考 GPU 小时）</translation>
    </message>
    <message>
        <source>%1: months from its purchase to the horizon</source>
        <translation>%1：从购买到期末的月数</translation>
    </message>
    <message>
        <source>%1: its months count from its purchase; the option&apos;s sheet shifts them</source>
        <translation>%1：其月份从购买时起算；选项工作表会将其平移</translation>
    </message>
    <message>
        <source>%1: burst price per GPU-hour (%2)</source>
        <translation>%1：突发租用每 GPU 小时价格（%2）</translation>
    </message>
    <message>
        <source>%1: rented GPU-hours per unit of work</source>
        <translation>%1：每单位工作量租用的 GPU 小时</translation>
    </message>
    <message>
        <source>Work needed (GPU-hours of the option&apos;s GPU, from the performance model)</source>
        <translation>所需工作量（该选项 GPU 的 GPU 小时，来自性能模型）</translation>
    </message>
    <message>
        <source>Work the servers owned carry</source>
        <translation>自有服务器承担的工作量</translation>
    </message>
    <message>
        <source>Burst: work rented</source>
        <translation>突发：租用的工作量</translation>
    </message>
    <message>
        <source>Burst: price factor (cloud price trend, by year)</source>
        <translation>突发：价格系数（云价格趋势，按年）</translation>
    </message>
    <message>
        <source>Burst rent</source>
        <translation>突发租金</translation>
    </message>
    <message>
        <source>Burst rent, discounted</source>
        <translation>突发租金（折现）</translation>
    </message>
    <message>
        <source>Fixed costs (sheet %1)</source>
        <translation>固定成本（工作表 %1）</translation>
    </message>
    <message>
        <source>Tranche %1 (sheet %2)</source>
        <translation>第 %1 批（工作表 %2）</translation>
    </message>
    <message>
        <source>%1: monthly cost</source>
        <translation>%1：月成本</translation>
    </message>
    <message>
        <source>%1: cost if stopped this month, discounted to month 0</source>
        <translation>%1：若本月停止的成本，折现至第 0 月</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogTableModel</name>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>HBM BW</source>
        <translation>HBM 带宽</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVLink domain</source>
        <translation>NVLink 域</translation>
    </message>
    <message>
        <source>PCIe gen</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>MIG max</source>
        <translation>MIG 上限</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>标识</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>Server GPUs</source>
        <translation>服务器 GPU 数</translation>
    </message>
    <message>
        <source>Server price</source>
        <translation>服务器价格</translation>
    </message>
    <message>
        <source>Server power</source>
        <translation>服务器功率</translation>
    </message>
    <message>
        <source>Port rate</source>
        <translation>端口速率</translation>
    </message>
    <message>
        <source>Ports per node</source>
        <translation>每节点端口数</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>时延</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>读</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>写</translation>
    </message>
    <message>
        <source>GPUDirect</source>
        <translation>GPUDirect</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CatalogView</name>
    <message>
        <source>Add custom GPU</source>
        <translation>添加自定义 GPU</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Id of the new GPU (a copy of %1):</source>
        <translation>新 GPU 的标识（复制自 %1）：</translation>
    </message>
    <message>
        <source>Added %1; edit its cells to your GPU&apos;s numbers.</source>
        <translation>已添加 %1；请把各单元格改成你的 GPU 参数。</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Fabrics</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Cloud prices</source>
        <translation>云价格</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>产品</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>On demand / GPU-h</source>
        <translation>按需 / GPU 小时</translation>
    </message>
    <message>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <source>3 years</source>
        <translation>3 年</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Add custom GPU (copy of the selected)...</source>
        <translation>添加自定义 GPU（复制所选）...</translation>
    </message>
    <message>
        <source>Restore shipped default</source>
        <translation>恢复出厂默认值</translation>
    </message>
    <message>
        <source>Changed by someone else</source>
        <translation>已被他人修改</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>重新加载他人的版本</translation>
    </message>
    <message>
        <source>Save mine as a copy</source>
        <translation>将我的版本另存为副本</translation>
    </message>
    <message>
        <source>Saved your edit as %1; theirs stays as it is.</source>
        <translation>已将您的修改另存为 %1；他人的版本保持不变。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::CompareView</name>
    <message>
        <source>Options to compare (two to four):</source>
        <translation>要比较的方案（二至四个）：</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Cannot evaluate: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>None of these options meets every requirement.</source>
        <translation>这些方案都不满足全部要求。</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest over %n month(s) among the options that meet every requirement (cash paid, as in the cumulative chart): &lt;b&gt;%1&lt;/b&gt;, %2 %3.</source>
        <translation>
            <numerusform>在满足全部要求的方案中，%n 个月内最便宜（已付现金，与累计图一致）：&lt;b&gt;%1&lt;/b&gt;，%2 %3。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::ConnectionDialog</name>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Connect to team server</source>
        <translation>连接团队服务器</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Database:</source>
        <translation>数据库：</translation>
    </message>
    <message>
        <source>User:</source>
        <translation>用户：</translation>
    </message>
    <message>
        <source>TLS (sslmode):</source>
        <translation>TLS（sslmode）：</translation>
    </message>
    <message>
        <source>The password comes from ~/.pgpass or PGPASSWORD; you are asked for it only when they have none. It is never stored.</source>
        <translation>密码取自 ~/.pgpass 或 PGPASSWORD；仅当两者都没有时才会询问。密码从不保存。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Use local file</source>
        <translation>使用本地文件</translation>
    </message>
    <message>
        <source>Address: write postgresql://USER@HOST:PORT/DATABASE, or fill in the fields below.</source>
        <translation>地址：请写成 postgresql://用户@主机:端口/数据库，或填写下面的各栏。</translation>
    </message>
    <message>
        <source>Address: it held a password, which was removed; put it in ~/.pgpass or PGPASSWORD, or type it when asked.</source>
        <translation>地址：其中含有密码，已被移除；请将密码放入 ~/.pgpass 或 PGPASSWORD，或在询问时输入。</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>数据库</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>%1: fill it in.</source>
        <translation>%1：请填写。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::EditorPanel</name>
    <message>
        <source>+ Workload</source>
        <translation>+ 工作负载</translation>
    </message>
    <message>
        <source>Add a workload (pre-training run)</source>
        <translation>添加工作负载（预训练任务）</translation>
    </message>
    <message>
        <source>+ Own</source>
        <translation>+ 自建</translation>
    </message>
    <message>
        <source>Add an option that buys servers</source>
        <translation>添加购买服务器的自建方案</translation>
    </message>
    <message>
        <source>+ Rent</source>
        <translation>+ 租用</translation>
    </message>
    <message>
        <source>Add an option that rents GPUs</source>
        <translation>添加租用 GPU 的方案</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected workload or option</source>
        <translation>删除所选工作负载或方案</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>选择</translation>
    </message>
    <message>
        <source>  [own]</source>
        <translation>  [自建]</translation>
    </message>
    <message>
        <source>  [rent]</source>
        <translation>  [租用]</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Workload %1</source>
        <translation>工作负载 %1</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>添加工作负载</translation>
    </message>
    <message>
        <source>Own %1</source>
        <translation>自建 %1</translation>
    </message>
    <message>
        <source>Rent %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>Add own option</source>
        <translation>添加自建方案</translation>
    </message>
    <message>
        <source>Add rent option</source>
        <translation>添加租用方案</translation>
    </message>
    <message>
        <source>A scenario needs at least one %1.</source>
        <translation>场景至少需要一个%1。</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除%1</translation>
    </message>
    <message>
        <source>+ API</source>
        <translation>+ API</translation>
    </message>
    <message>
        <source>Add an option that buys tokens from a model API</source>
        <translation>添加一个按 token 向模型 API 购买的方案</translation>
    </message>
    <message>
        <source>  [api]</source>
        <translation>  [API]</translation>
    </message>
    <message>
        <source>Add API option</source>
        <translation>添加 API 方案</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ExchangeRatesEditor</name>
    <message>
        <source>Add rate</source>
        <translation>添加汇率</translation>
    </message>
    <message>
        <source>Remove rate</source>
        <translation>删除汇率</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>exchange_rates[%1]: from and to must be two different currencies of USD, CNY, EUR</source>
        <translation>exchange_rates[%1]：源货币与目标货币须为 USD、CNY、EUR 中两种不同的货币</translation>
    </message>
    <message>
        <source>exchange_rates[%1].rate: must be a number between 1e-9 and 1e9</source>
        <translation>exchange_rates[%1].rate：须为 1e-9 至 1e9 之间的数</translation>
    </message>
    <message>
        <source>exchange_rates[%1].date: must be a date yyyy-mm-dd</source>
        <translation>exchange_rates[%1].date：须为 yyyy-mm-dd 格式的日期</translation>
    </message>
    <message>
        <source>Edit exchange rates</source>
        <translation>编辑汇率</translation>
    </message>
    <message>
        <source>Add exchange rate</source>
        <translation>添加汇率</translation>
    </message>
    <message>
        <source>Remove exchange rate</source>
        <translation>删除汇率</translation>
    </message>
    <message>
        <source>&lt;b&gt;Exchange rates&lt;/b&gt; (1 From = Rate To; used either way round)</source>
        <translation>&lt;b&gt;汇率&lt;/b&gt;（1 源货币 = 汇率 目标货币；双向使用）</translation>
    </message>
    <message>
        <source>From</source>
        <translation>源货币</translation>
    </message>
    <message>
        <source>To</source>
        <translation>目标货币</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Needed for every option priced in another currency and for View -&gt; Results in another currency.
Currencies: USD, CNY, EUR. Date: when the rate was read (yyyy-mm-dd).</source>
        <translation>以其他货币计价的方案，以及 视图 -&gt; 以其他货币显示结果，都需要汇率。
货币：USD、CNY、EUR。日期：读取汇率的日期（yyyy-mm-dd）。</translation>
    </message>
    <message>
        <source>+ Rate</source>
        <translation>+ 汇率</translation>
    </message>
</context>
<context>
    <name>gputco::ui::FieldForm</name>
    <message>
        <source>Allowed: %1</source>
        <translation>允许范围：%1</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>use catalog value</source>
        <translation>使用目录值</translation>
    </message>
    <message>
        <source>Replace your value with the catalog&apos;s</source>
        <translation>用目录中的值替换你的值</translation>
    </message>
    <message>
        <source>Use catalog value</source>
        <translation>使用目录值</translation>
    </message>
    <message>
        <source>Use catalog value for %1</source>
        <translation>%1 使用目录值</translation>
    </message>
    <message>
        <source>your value (%1)</source>
        <translation>你的值（%1）</translation>
    </message>
    <message>
        <source>Change workload kind</source>
        <translation>更改工作负载类型</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑%1</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MainWindow</name>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建场景</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Go back to revision %1</source>
        <translation>回到修订版 %1</translation>
    </message>
    <message>
        <source>Restored revision %1 (undo with Ctrl+Z).</source>
        <translation>已恢复修订版 %1（可用 Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>新建场景(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open scenario...</source>
        <translation>打开场景(&amp;O)...</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <source>&amp;Save revision</source>
        <translation>保存修订版(&amp;S)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>已保存</translation>
    </message>
    <message>
        <source>Saved a revision (every change is saved as you type).</source>
        <translation>已保存修订版（每次修改在输入时即已保存）。</translation>
    </message>
    <message>
        <source>&amp;Import scenario (JSON)...</source>
        <translation>导入场景 (JSON)(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Export scenario (JSON)...</source>
        <translation>导出场景 (JSON)(&amp;E)...</translation>
    </message>
    <message>
        <source>Export &amp;report (PDF)...</source>
        <translation>导出报告 (PDF)(&amp;R)...</translation>
    </message>
    <message>
        <source>Export &amp;tables (CSV)...</source>
        <translation>导出表格 (CSV)(&amp;T)...</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近的文件</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Results in the scenario&apos;s currency</source>
        <translation>以场景货币显示结果</translation>
    </message>
    <message>
        <source>Results in CNY</source>
        <translation>以人民币 (CNY) 显示结果</translation>
    </message>
    <message>
        <source>Results in USD</source>
        <translation>以美元 (USD) 显示结果</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>使用指南(&amp;G)</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>使用指南</translation>
    </message>
    <message>
        <source>&amp;About GPU TCO Planner</source>
        <translation>关于 GPU TCO 规划器(&amp;A)</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>Evaluate</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>All changes saved</source>
        <translation>所有修改已保存</translation>
    </message>
    <message>
        <source>GPU TCO Planner — %1</source>
        <translation>GPU 总拥有成本规划器 — %1</translation>
    </message>
    <message>
        <source>GPU TCO Planner</source>
        <translation>GPU 总拥有成本规划器</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>起点模板：</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>New plan</source>
        <translation>新规划</translation>
    </message>
    <message>
        <source>name: give the new scenario a name (1 to 200 characters)</source>
        <translation>名称：请为新场景命名（1 至 200 个字符）</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>复制场景</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>副本名称：</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名场景</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Delete &apos;%1&apos; and its revisions?</source>
        <translation>删除“%1”及其全部修订版？</translation>
    </message>
    <message>
        <source>Import scenario</source>
        <translation>导入场景</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>场景文件 (*.json)</translation>
    </message>
    <message>
        <source>A scenario named &apos;%1&apos; exists already: imported as &apos;%2&apos;.</source>
        <translation>已存在名为“%1”的场景：已导入为“%2”。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>导出场景</translation>
    </message>
    <message>
        <source>Export tables</source>
        <translation>导出表格</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>About GPU TCO Planner</source>
        <translation>关于 GPU 总拥有成本规划器</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU TCO Planner %1&lt;/h3&gt;&lt;p&gt;Time-to-train and total cost of GPU clusters, owned or rented. GPL-3.0-or-later. Charts: QCustomPlot.&lt;/p&gt;&lt;p&gt;Data sources of the catalog:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;GPU 总拥有成本规划器 %1&lt;/h3&gt;&lt;p&gt;自建或租用 GPU 集群的训练时长与总拥有成本。许可证 GPL-3.0-or-later。图表：QCustomPlot。&lt;/p&gt;&lt;p&gt;目录数据来源：&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>GPU TCO Planner guide</source>
        <translation>GPU 总拥有成本规划器使用指南</translation>
    </message>
    <message>
        <source>A scenario named &apos;%1&apos; is stored already.</source>
        <translation>已存储名为“%1”的场景。</translation>
    </message>
    <message>
        <source>Open the stored copy</source>
        <translation>打开已存储的副本</translation>
    </message>
    <message>
        <source>Import as a new copy</source>
        <translation>导入为新副本</translation>
    </message>
    <message>
        <source>Changed by someone else</source>
        <translation>已被他人修改</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>重新加载他人的版本</translation>
    </message>
    <message>
        <source>Save mine as a copy</source>
        <translation>将我的版本另存为副本</translation>
    </message>
    <message>
        <source>%1 (mine)</source>
        <translation>%1（我的）</translation>
    </message>
    <message>
        <source>%1 (mine %2)</source>
        <translation>%1（我的 %2）</translation>
    </message>
    <message>
        <source>Changed elsewhere: saving will ask to reload or keep yours as a copy</source>
        <translation>已在别处修改：保存时将询问是重新加载还是将您的版本另存为副本</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>read-only (viewer)</source>
        <translation>只读（查看者）</translation>
    </message>
    <message>
        <source>read-only (file)</source>
        <translation>只读（文件）</translation>
    </message>
    <message>
        <source>%1: this connection may not change anything; nothing was saved.</source>
        <translation>%1：此连接不能做任何修改；未保存任何内容。</translation>
    </message>
    <message>
        <source>&amp;Connect to team server...</source>
        <translation>连接团队服务器(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>规划(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Optimise fleet...</source>
        <translation>优化机群(&amp;O)...</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Options that meet the requirements</source>
        <translation>满足要求的方案</translation>
    </message>
    <message>
        <source>Options that &amp;meet the requirements...</source>
        <translation>满足要求的方案(&amp;M)...</translation>
    </message>
    <message>
        <source>Decision &amp;memo...</source>
        <translation>决策备忘录(&amp;M)...</translation>
    </message>
    <message>
        <source>Decision memo</source>
        <translation>决策备忘录</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Update prices...</source>
        <translation>更新价格(&amp;U)...</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>Export &amp;workbook (XLSX)...</source>
        <translation>导出工作簿(&amp;W) (XLSX)...</translation>
    </message>
    <message>
        <source>Export workbook</source>
        <translation>导出工作簿</translation>
    </message>
    <message>
        <source>Workbook (*.xlsx)</source>
        <translation>工作簿 (*.xlsx)</translation>
    </message>
</context>
<context>
    <name>gputco::ui::MemoDialog</name>
    <message>
        <source>Decision memo</source>
        <translation>决策备忘录</translation>
    </message>
    <message>
        <source>Decision memo text</source>
        <translation>决策备忘录正文</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>The scenario cannot be evaluated: %1</source>
        <translation>无法计算该场景：%1</translation>
    </message>
    <message>
        <source>Running the Monte Carlo (%1 samples)...</source>
        <translation>正在运行蒙特卡洛（%1 次抽样）...</translation>
    </message>
    <message>
        <source>The report&apos;s first page says the same (File -&gt; Export report).</source>
        <translation>报告首页内容相同（文件 -&gt; 导出报告）。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ModelFactorRanges</name>
    <message>
        <source>Model factors (ranges for the Uncertainty tab)</source>
        <translation>模型系数（用于“不确定性”页的范围）</translation>
    </message>
    <message>
        <source>Time-to-train (model error)</source>
        <translation>训练时长（模型误差）</translation>
    </message>
    <message>
        <source>Failure rate</source>
        <translation>故障率</translation>
    </message>
    <message>
        <source>Resale value</source>
        <translation>转售价值</translation>
    </message>
    <message>
        <source>A factor on the modelled value (1: as modelled)</source>
        <translation>乘在模型值上的系数（1：即模型值）</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PlanDialog</name>
    <message>
        <source>&amp;Optimise</source>
        <translation>优化(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Keep the selected plan</source>
        <translation>保留所选计划(&amp;K)</translation>
    </message>
    <message>
        <source>Optimise the fleet plan: %1</source>
        <translation>优化机群计划：%1</translation>
    </message>
    <message>
        <source>Burst to the first rent option for what owned servers cannot carry</source>
        <translation>自建服务器承载不了的部分突发租用第一个租用方案</translation>
    </message>
    <message>
        <source>GPU types (comma-separated)</source>
        <translation>GPU 型号（逗号分隔）</translation>
    </message>
    <message>
        <source>Purchase months (0-based)</source>
        <translation>采购月份（从 0 起）</translation>
    </message>
    <message>
        <source>Most servers per tranche</source>
        <translation>每批最多服务器数</translation>
    </message>
    <message>
        <source>Optimise</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>Purchase months</source>
        <translation>采购月份</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole month number</source>
        <translation>“%1”不是整数月份</translation>
    </message>
    <message>
        <source>Searching every plan (exact; about 1-2 s for 3 GPU types x 4 months x 64 servers)...</source>
        <translation>正在搜索全部计划（精确搜索；3 种 GPU x 4 个月份 x 64 台服务器约需 1-2 秒）...</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Horizon cost</source>
        <translation>规划期成本</translation>
    </message>
    <message>
        <source>Burst GPU-hours</source>
        <translation>突发 GPU 小时</translation>
    </message>
    <message>
        <source>Purchases</source>
        <translation>采购</translation>
    </message>
    <message>
        <source>%1 plans and tranche choices evaluated exactly in %2 ms; the cheapest first.</source>
        <translation>在 %2 毫秒内精确评估了 %1 个计划与批次选择；成本最低者在前。</translation>
    </message>
    <message>
        <source>plan %1</source>
        <translation>计划 %1</translation>
    </message>
    <message>
        <source>Keep fleet plan %1</source>
        <translation>保留机群计划 %1</translation>
    </message>
    <message>
        <source>Add option %1 from fleet plan %2</source>
        <translation>由机群计划 %2 添加方案 %1</translation>
    </message>
    <message>
        <source>Plan %1 is now the option &quot;%2&quot; (undo with Ctrl+Z).</source>
        <translation>计划 %1 已成为方案“%2”（可用 Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>Plan %1 is kept in the scenario as its fleet plan, not as an option: %2 (undo with Ctrl+Z).</source>
        <translation>计划 %1 已作为机群计划保存在场景中，而非作为方案：%2（可用 Ctrl+Z 撤销）。</translation>
    </message>
    <message>
        <source>Best plan: %1, %2 over the horizon: %3.</source>
        <translation>最佳方案：%1，整个周期 %2：%3。</translation>
    </message>
    <message>
        <source>The cheapest plan that buys servers in tranches costs %1 (%2 % more).</source>
        <translation>分批购买服务器的最便宜方案为 %1（贵 %2 %）。</translation>
    </message>
    <message>
        <source>Best plan: the optimiser&apos;s plan 1, %1 over the horizon; no option or goal-seek suggestion that meets every requirement costs less.</source>
        <translation>最佳方案：优化器的方案 1，整个周期 %1；没有满足全部要求的选项或目标求解建议更便宜。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already an option of the scenario.</source>
        <translation>“%1”已是场景中的选项。</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is now an option of the scenario (undo with Ctrl+Z).</source>
        <translation>“%1”现已成为场景中的选项（Ctrl+Z 可撤销）。</translation>
    </message>
    <message>
        <source>Plan %1 is already the option &quot;%2&quot;.</source>
        <translation>方案 %1 已是选项“%2”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is an option of the scenario: its figures are on the Plan tab.</source>
        <translation>“%1”是场景中的选项：其数字在“规划”标签页。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; buys no servers in tranches: Keep adds it as an option,
and its figures are then on the Plan tab.</source>
        <translation>“%1”不分批购买服务器：“保留”会把它添加为选项，
之后其数字在“规划”标签页。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::PriceRefreshDialog</name>
    <message>
        <source>update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>&amp;Read</source>
        <translation>读取(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Update prices</source>
        <translation>更新价格</translation>
    </message>
    <message>
        <source>files or https:// URLs, separated by ;</source>
        <translation>文件或 https:// 网址，以 ; 分隔</translation>
    </message>
    <message>
        <source>Price lists</source>
        <translation>价目表</translation>
    </message>
    <message>
        <source>e.g. us-east-1, eastus, us-central1 (needed when the files list several)</source>
        <translation>例如 us-east-1、eastus、us-central1（文件含多个区域时必填）</translation>
    </message>
    <message>
        <source>from each file&apos;s content</source>
        <translation>按各文件内容识别</translation>
    </message>
    <message>
        <source>Replace prices edited by hand</source>
        <translation>覆盖手工修改过的价格</translation>
    </message>
    <message>
        <source>Apply the good records of files with bad ones</source>
        <translation>对含错误记录的文件，仍应用其正确记录</translation>
    </message>
    <message>
        <source>Files...</source>
        <translation>文件...</translation>
    </message>
    <message>
        <source>Price lists:</source>
        <translation>价目表：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Region:</source>
        <translation>区域：</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>云厂商</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>计费期限</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Old / GPU-h</source>
        <translation>原价 / GPU 小时</translation>
    </message>
    <message>
        <source>Old date</source>
        <translation>原日期</translation>
    </message>
    <message>
        <source>New / GPU-h</source>
        <translation>新价 / GPU 小时</translation>
    </message>
    <message>
        <source>New date</source>
        <translation>新日期</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>目录行</translation>
    </message>
    <message>
        <source>This connection may only read: the change is shown, not applied.</source>
        <translation>此连接只能读取：仅显示变更，不会应用。</translation>
    </message>
    <message>
        <source>Price lists (*.json *.csv);;All files (*)</source>
        <translation>价目表 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Name at least one price list: a file or an https:// URL.</source>
        <translation>请至少指定一个价目表：文件或 https:// 网址。</translation>
    </message>
    <message>
        <source>Reading (an AWS offer file takes a few seconds)...</source>
        <translation>正在读取（AWS 价目文件需要几秒钟）...</translation>
    </message>
    <message>
        <source>new row</source>
        <translation>新行</translation>
    </message>
    <message>
        <source>added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>kept: edited by hand</source>
        <translation>保留：已手工修改</translation>
    </message>
    <message>
        <source>skipped: %1, %2: %3</source>
        <translation>已跳过：%1，%2：%3</translation>
    </message>
    <message>
        <source>error: %1, %2: %3</source>
        <translation>错误：%1，%2：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n bad record(s): nothing can be applied unless the good records of such files are applied (the box above).</source>
        <translation>
            <numerusform>%n 条错误记录：除非勾选上方选项应用这些文件中的正确记录，否则不会应用任何变更。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price change(s). Apply makes them one undo step.</source>
        <translation>
            <numerusform>%n 项价格变更。“应用”将其作为一个可撤销步骤。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gputco::ui::RangeEditor</name>
    <message>
        <source>Apply range</source>
        <translation>应用范围</translation>
    </message>
    <message>
        <source>Reset range</source>
        <translation>重置范围</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>triangular</source>
        <translation>三角分布</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>正态分布</translation>
    </message>
    <message>
        <source>Triangular: low and high are the ends, the value the mode. Normal: low and high are the P10 and P90. Uniform: any value between low and high alike.</source>
        <translation>三角分布：低值和高值为两端，当前值为众数。正态分布：低值和高值为 P10 和 P90。均匀分布：低值与高值之间任一值的可能性相同。</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Reset to default</source>
        <translation>恢复默认</translation>
    </message>
    <message>
        <source>Back to the default range from sources</source>
        <translation>恢复为有来源依据的默认范围</translation>
    </message>
    <message>
        <source>The stored range of %1 does not fit the value: %2</source>
        <translation>%1 已保存的范围与当前值不符：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Set by you. Default from sources: %1</source>
        <translation>由您设定。有来源依据的默认值：%1</translation>
    </message>
    <message>
        <source>Default from sources: %1</source>
        <translation>有来源依据的默认值：%1</translation>
    </message>
    <message>
        <source>Range of %1: %2, %3; value %4.</source>
        <translation>%1 的范围：%2，%3；当前值 %4。</translation>
    </message>
    <message>
        <source>Click to edit the range.</source>
        <translation>点击编辑范围。</translation>
    </message>
    <message>
        <source>Range of %1 not applied: %2</source>
        <translation>%1 的范围未应用：%2</translation>
    </message>
    <message>
        <source>Set range of %1</source>
        <translation>设定 %1 的范围</translation>
    </message>
    <message>
        <source>Reset range of %1</source>
        <translation>重置 %1 的范围</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ResultsView</name>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Scaling chart</source>
        <translation>扩展性图表</translation>
    </message>
    <message>
        <source>Cannot evaluate this scenario: %1 (the figures below are greyed: they are from before this edit)</source>
        <translation>无法计算此场景：%1（下方数据已置灰：为本次修改之前的结果）</translation>
    </message>
    <message>
        <source>off by more than 25 %</source>
        <translation>偏差超过 25%</translation>
    </message>
    <message>
        <source>plausible</source>
        <translation>合理</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>宣传</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>宣称</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月度</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>日内</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Key figures: capex, cash paid, days per run, break-even</source>
        <translation>关键数据：资本支出、现金支出、每次运行天数、回本</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>宣传核查</translation>
    </message>
    <message>
        <source>Claim check: published numbers against the planner&apos;s</source>
        <translation>宣传数据核查：公开数据与本工具计算值对比</translation>
    </message>
    <message>
        <source>API</source>
        <translation>API</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>No option meets every requirement.</source>
        <translation>没有任何方案满足全部要求。</translation>
    </message>
    <message>
        <source>%1 does not meet the requirements: %2</source>
        <translation>%1 未满足要求：%2</translation>
    </message>
    <message>
        <source>Show the options that would meet them…</source>
        <translation>查看可满足要求的方案…</translation>
    </message>
    <message>
        <source>This scenario has no claims. A claim is a published number to check against the planner&apos;s (a vendor&apos;s days per run, cost per GPU-hour or tokens per second): add it under &quot;claims&quot; in the scenario&apos;s JSON (Export..., edit, Import... with the same name), as docs/scenario-format.md describes.</source>
        <translation>此场景没有待核查的宣传数字。宣传数字是要与规划器结果对照的公开数字（例如厂商宣称的每次运行天数、每 GPU 小时成本或每秒 token 数）：请在场景 JSON 的 &quot;claims&quot; 下添加（导出...、编辑、以同名导入...），格式见 docs/scenario-format.md。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ScenarioDock</name>
    <message>
        <source>New</source>
        <translation>新建</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Import...</source>
        <translation>导入...</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <source>Revisions (double-click to go back):</source>
        <translation>修订版（双击回到该版本）：</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 (UTC), %n revision(s)</source>
        <translation>
            <numerusform>保存于 %1 (UTC)，共 %n 个修订版</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1  %2  %3</source>
        <translation>#%1  %2  %3</translation>
    </message>
</context>
<context>
    <name>gputco::ui::ScenarioDocument</name>
    <message>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>read-only (viewer): this connection may not change scenarios; nothing was saved</source>
        <translation>只读（查看者）：此连接不能修改场景；未保存任何内容</translation>
    </message>
</context>
<context>
    <name>gputco::ui::SuggestionsDialog</name>
    <message>
        <source>Options that meet the requirements</source>
        <translation>满足要求的方案</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 %3 over the horizon%4.&lt;br&gt;%5</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：规划期内 %2 %3%4。&lt;br&gt;%5</translation>
    </message>
    <message>
        <source>, still misses a requirement</source>
        <translation>，仍未满足某项要求</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <source>No resized option or fleet plan meets the requirements.</source>
        <translation>调整规模后的方案和集群计划都不满足要求。</translation>
    </message>
    <message>
        <source>Cheapest first. Add one to compare it with the others.</source>
        <translation>按成本从低到高排列。添加一个即可与其他方案比较。</translation>
    </message>
    <message>
        <source>Add option %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is now an option (undo with Ctrl+Z).</source>
        <translation>“%1”已成为方案（可用 Ctrl+Z 撤销）。</translation>
    </message>
</context>
<context>
    <name>gputco::ui::UncertaintyView</name>
    <message>
        <source>Run Monte Carlo</source>
        <translation>运行蒙特卡洛</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation>无场景</translation>
    </message>
    <message>
        <source>Cannot evaluate: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>%1 flips the decision at %2 (base %3)</source>
        <translation>%1 在 %2 处改变决策（基准 %3）</translation>
    </message>
    <message>
        <source>What would flip the decision: </source>
        <translation>什么会改变决策：</translation>
    </message>
    <message>
        <source>%1 inputs, %2 ms</source>
        <translation>%1 个输入，%2 ms</translation>
    </message>
    <message>
        <source>(the %1 cheapest options; %2 left out)</source>
        <translation>（最便宜的 %1 个方案；%2 个未纳入）</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>P(owning beats renting) %1 %; break-even P50: %2</source>
        <translation>P(自建优于租用) %1 %；回本 P50：%2</translation>
    </message>
    <message>
        <source>Run Monte Carlo to see the spread of horizon cost.</source>
        <translation>运行蒙特卡洛以查看规划期成本的分布。</translation>
    </message>
    <message>
        <source>No flip value: %1.</source>
        <translation>无翻转值：%1。</translation>
    </message>
    <message>
        <source>no option meets every requirement in %1 % of samples</source>
        <translation>%1 % 的样本中没有选项满足全部要求</translation>
    </message>
    <message>
        <source>Option:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>Tornado: %1 (%2 against %3)</source>
        <translation>龙卷风图：%1（%2 对比 %3）</translation>
    </message>
    <message>
        <source>Tornado: %1 of %2</source>
        <translation>龙卷风图：%2 的 %1</translation>
    </message>
</context>
<context>
    <name>gputco::ui::WindowHost</name>
    <message>
        <source>Use local file</source>
        <translation>使用本地文件</translation>
    </message>
</context>
</TS>
