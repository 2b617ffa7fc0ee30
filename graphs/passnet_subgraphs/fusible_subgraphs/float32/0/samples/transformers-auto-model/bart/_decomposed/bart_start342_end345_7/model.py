import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_1, in_0, in_2, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  in_1 = in_0 = in_2 = None
        tmp_1 = tmp_0.reshape(1, -1, 8, 64);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        return (tmp_2,)
        