import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_1.unsqueeze(1);  in_1 = None
        tmp_1 = in_4.unsqueeze(1);  in_4 = None
        tmp_2 = in_3 * tmp_0
        tmp_3 = in_3[(Ellipsis, slice(None, 32, None))]
        tmp_4 = in_3[(Ellipsis, slice(32, None, None))];  in_3 = None
        tmp_5 = -tmp_4;  tmp_4 = None
        tmp_6 = torch.cat((tmp_5, tmp_3), dim = -1);  tmp_5 = tmp_3 = None
        tmp_7 = tmp_6 * tmp_1;  tmp_6 = None
        tmp_8 = tmp_2 + tmp_7;  tmp_2 = tmp_7 = None
        tmp_9 = in_2 * tmp_0;  tmp_0 = None
        tmp_10 = in_2[(Ellipsis, slice(None, 32, None))]
        tmp_11 = in_2[(Ellipsis, slice(32, None, None))];  in_2 = None
        tmp_12 = -tmp_11;  tmp_11 = None
        tmp_13 = torch.cat((tmp_12, tmp_10), dim = -1);  tmp_12 = tmp_10 = None
        tmp_14 = tmp_13 * tmp_1;  tmp_13 = tmp_1 = None
        tmp_15 = tmp_9 + tmp_14;  tmp_9 = tmp_14 = None
        tmp_16 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_17 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_18 = torch.cat([tmp_16, tmp_15], dim = -2);  tmp_16 = tmp_15 = None
        tmp_19 = torch.cat([tmp_17, in_5], dim = -2);  tmp_17 = in_5 = None
        tmp_20 = torch.nn.functional.scaled_dot_product_attention(tmp_8, tmp_18, tmp_19, attn_mask = in_0, dropout_p = 0.0, is_causal = False);  tmp_8 = in_0 = None
        return (tmp_18, tmp_19, tmp_20)
        