import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_0.float()
        tmp_1 = tmp_0.pow(2)
        tmp_2 = tmp_1.mean(-1, keepdim = True);  tmp_1 = None
        tmp_3 = tmp_2 + 1e-05;  tmp_2 = None
        tmp_4 = torch.rsqrt(tmp_3);  tmp_3 = None
        tmp_5 = tmp_0 * tmp_4;  tmp_0 = tmp_4 = None
        tmp_6 = tmp_5.to(torch.float32);  tmp_5 = None
        tmp_7 = in_4 * tmp_6;  in_4 = tmp_6 = None
        tmp_8 = tmp_7.reshape(-1, 2048);  tmp_7 = None
        to_5 = tmp_8.to(torch.float16)
        tmp_9 = torch.nn.functional.linear(to_5, in_1, None);  to_5 = in_1 = None
        tmp_10 = torch.nn.functional.softmax(tmp_9, dim = -1, dtype = torch.float32);  tmp_9 = None
        tmp_11 = torch.topk(tmp_10, 8, dim = -1);  tmp_10 = None
        tmp_12 = tmp_11[0]
        tmp_13 = tmp_11[1];  tmp_11 = None
        tmp_14 = tmp_13.reshape(-1);  tmp_13 = None
        tmp_15 = torch.argsort(tmp_14, stable = True)
        tmp_16 = tmp_15 // 8
        tmp_17 = tmp_14[tmp_15];  tmp_14 = None
        tmp_18 = torch.arange(64, device = device(type='cuda', index=0), dtype = torch.int64)
        tmp_19 = torch.searchsorted(tmp_17, tmp_18, right = True);  tmp_17 = tmp_18 = None
        tmp_20 = tmp_19.to(torch.int32);  tmp_19 = None
        tmp_21 = tmp_8[tmp_16]
        tmp_22 = tmp_21.to(torch.bfloat16);  tmp_21 = None
        tmp_23 = torch._grouped_mm(tmp_22, in_3, offs = tmp_20);  tmp_22 = in_3 = None
        tmp_24 = tmp_23.chunk(2, dim = -1);  tmp_23 = None
        tmp_25 = tmp_24[0]
        tmp_26 = tmp_24[1];  tmp_24 = None
        tmp_27 = torch.nn.functional.silu(tmp_25);  tmp_25 = None
        tmp_28 = tmp_27 * tmp_26;  tmp_27 = tmp_26 = None
        tmp_29 = torch._grouped_mm(tmp_28, in_2, offs = tmp_20);  tmp_28 = in_2 = tmp_20 = None
        tmp_30 = tmp_29.to(torch.float32);  tmp_29 = None
        tmp_31 = tmp_12.reshape(-1);  tmp_12 = None
        tmp_32 = tmp_31[tmp_15];  tmp_31 = tmp_15 = None
        tmp_33 = tmp_32.to(torch.float32);  tmp_32 = None
        tmp_34 = tmp_33[(slice(None, None, None), None)];  tmp_33 = None
        tmp_35 = tmp_30 * tmp_34;  tmp_30 = tmp_34 = None
        tmp_36 = torch.zeros_like(tmp_8);  tmp_8 = None
        tmp_37 = tmp_36.index_add(0, tmp_16, tmp_35);  tmp_36 = tmp_16 = tmp_35 = None
        tmp_38 = tmp_37.view(1, 16, 2048);  tmp_37 = None
        tmp_39 = in_0 + tmp_38;  in_0 = tmp_38 = None
        return (tmp_39,)
        