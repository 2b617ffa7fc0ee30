import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_1, in_0, in_2, attn_mask = None, dropout_p = 0.0, scale = 0.1767766952966369, is_causal = False);  in_1 = in_0 = in_2 = None
        tmp_1 = tmp_0.reshape(8, -1, 16384, 32);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = tmp_3.reshape(8, 16384, -1);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        return (tmp_5,)
        