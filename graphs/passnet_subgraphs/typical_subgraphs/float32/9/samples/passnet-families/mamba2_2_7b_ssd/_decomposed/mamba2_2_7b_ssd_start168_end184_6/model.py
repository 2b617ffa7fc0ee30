import torch
from torch import inf

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8):
        tmp_0 = torch.tril(in_3, diagonal = 0);  in_3 = None
        tmp_1 = ~tmp_0;  tmp_0 = None
        tmp_2 = in_6.masked_fill(tmp_1, -inf);  in_6 = tmp_1 = None
        tmp_3 = torch.exp(tmp_2);  tmp_2 = None
        tmp_4 = torch.functional.einsum('bhzc,bchpn->bzhpn', tmp_3, in_4);  tmp_3 = in_4 = None
        tmp_5 = tmp_4[(slice(None, None, None), slice(None, -1, None))];  tmp_4 = None
        tmp_6 = torch.exp(in_1);  in_1 = None
        tmp_7 = torch.functional.einsum('bclhn,bchpn,bhcl->bclhp', in_2, tmp_5, tmp_6);  in_2 = tmp_5 = tmp_6 = None
        tmp_8 = in_7 + tmp_7;  in_7 = tmp_7 = None
        tmp_9 = tmp_8.reshape(1, 128, 80, 64);  tmp_8 = None
        tmp_10 = in_0[(slice(None, None, None), None)];  in_0 = None
        tmp_11 = in_5 * tmp_10;  in_5 = tmp_10 = None
        tmp_12 = tmp_9 + tmp_11;  tmp_9 = tmp_11 = None
        tmp_13 = tmp_12.reshape(1, 128, 5120);  tmp_12 = None
        tmp_14 = torch.nn.functional.silu(in_8);  in_8 = None
        tmp_15 = tmp_13 * tmp_14;  tmp_13 = tmp_14 = None
        return (tmp_15,)
        