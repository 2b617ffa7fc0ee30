import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_2[(Ellipsis, slice(None, 16, None))]
        tmp_1 = in_2[(Ellipsis, slice(16, None, None))];  in_2 = None
        tmp_2 = in_1[(Ellipsis, slice(None, 16, None))]
        tmp_3 = in_1[(Ellipsis, slice(16, None, None))];  in_1 = None
        tmp_4 = in_0.unsqueeze(1);  in_0 = None
        tmp_5 = in_3.unsqueeze(1);  in_3 = None
        tmp_6 = tmp_0 * tmp_4
        tmp_7 = tmp_0[(Ellipsis, slice(None, 8, None))]
        tmp_8 = tmp_0[(Ellipsis, slice(8, None, None))];  tmp_0 = None
        tmp_9 = -tmp_8;  tmp_8 = None
        tmp_10 = torch.cat((tmp_9, tmp_7), dim = -1);  tmp_9 = tmp_7 = None
        tmp_11 = tmp_10 * tmp_5;  tmp_10 = None
        tmp_12 = tmp_6 + tmp_11;  tmp_6 = tmp_11 = None
        tmp_13 = tmp_2 * tmp_4;  tmp_4 = None
        tmp_14 = tmp_2[(Ellipsis, slice(None, 8, None))]
        tmp_15 = tmp_2[(Ellipsis, slice(8, None, None))];  tmp_2 = None
        tmp_16 = -tmp_15;  tmp_15 = None
        tmp_17 = torch.cat((tmp_16, tmp_14), dim = -1);  tmp_16 = tmp_14 = None
        tmp_18 = tmp_17 * tmp_5;  tmp_17 = tmp_5 = None
        tmp_19 = tmp_13 + tmp_18;  tmp_13 = tmp_18 = None
        tmp_20 = torch.cat((tmp_12, tmp_1), dim = -1);  tmp_12 = tmp_1 = None
        tmp_21 = torch.cat((tmp_19, tmp_3), dim = -1);  tmp_19 = tmp_3 = None
        tmp_22 = torch.tensor([], dtype = torch.float16, device = device(type='cpu'))
        tmp_23 = torch.tensor([], dtype = torch.float16, device = device(type='cpu'))
        tmp_24 = torch.cat([tmp_22, tmp_21], dim = -2);  tmp_22 = tmp_21 = None
        tmp_25 = torch.cat([tmp_23, in_4], dim = -2);  tmp_23 = in_4 = None
        tmp_26 = torch.nn.functional.scaled_dot_product_attention(tmp_20, tmp_24, tmp_25, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  tmp_20 = None
        tmp_27 = tmp_26.reshape(2, -1, 32, 64);  tmp_26 = None
        tmp_28 = tmp_27.transpose(1, 2);  tmp_27 = None
        tmp_29 = tmp_28.contiguous();  tmp_28 = None
        tmp_30 = tmp_29.reshape(2, 32, -1);  tmp_29 = None
        return (tmp_24, tmp_25, tmp_30)
        