import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7):
        tmp_0 = torch.nn.functional.linear(in_5, in_2, None);  in_2 = None
        tmp_1 = tmp_0.view((4, 32, -1, 64));  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(in_5, in_0, None);  in_0 = None
        tmp_4 = tmp_3.view((4, 32, -1, 64));  tmp_3 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(in_5, in_3, None);  in_5 = in_3 = None
        tmp_7 = tmp_6.view((4, 32, -1, 64));  tmp_6 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        tmp_9 = in_4.unsqueeze(1);  in_4 = None
        tmp_10 = in_7.unsqueeze(1);  in_7 = None
        tmp_11 = tmp_2 * tmp_9
        tmp_12 = tmp_2[(Ellipsis, slice(None, 32, None))]
        tmp_13 = tmp_2[(Ellipsis, slice(32, None, None))];  tmp_2 = None
        tmp_14 = -tmp_13;  tmp_13 = None
        tmp_15 = torch.cat((tmp_14, tmp_12), dim = -1);  tmp_14 = tmp_12 = None
        tmp_16 = tmp_15 * tmp_10;  tmp_15 = None
        tmp_17 = tmp_11 + tmp_16;  tmp_11 = tmp_16 = None
        tmp_18 = tmp_5 * tmp_9;  tmp_9 = None
        tmp_19 = tmp_5[(Ellipsis, slice(None, 32, None))]
        tmp_20 = tmp_5[(Ellipsis, slice(32, None, None))];  tmp_5 = None
        tmp_21 = -tmp_20;  tmp_20 = None
        tmp_22 = torch.cat((tmp_21, tmp_19), dim = -1);  tmp_21 = tmp_19 = None
        tmp_23 = tmp_22 * tmp_10;  tmp_22 = tmp_10 = None
        tmp_24 = tmp_18 + tmp_23;  tmp_18 = tmp_23 = None
        tmp_25 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_26 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_27 = torch.cat([tmp_25, tmp_24], dim = -2);  tmp_25 = tmp_24 = None
        tmp_28 = torch.cat([tmp_26, tmp_8], dim = -2);  tmp_26 = tmp_8 = None
        tmp_29 = torch.nn.functional.scaled_dot_product_attention(tmp_17, tmp_27, tmp_28, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True, enable_gqa = True);  tmp_17 = None
        tmp_30 = tmp_29.reshape(4, -1, 32, 64);  tmp_29 = None
        tmp_31 = tmp_30.transpose(1, 2);  tmp_30 = None
        tmp_32 = tmp_31.contiguous();  tmp_31 = None
        tmp_33 = tmp_32.reshape(4, 32, -1);  tmp_32 = None
        tmp_34 = tmp_33.contiguous();  tmp_33 = None
        tmp_35 = torch.nn.functional.linear(tmp_34, in_1, None);  tmp_34 = in_1 = None
        tmp_36 = in_6 + tmp_35;  in_6 = tmp_35 = None
        return (tmp_27, tmp_28, tmp_36)
        