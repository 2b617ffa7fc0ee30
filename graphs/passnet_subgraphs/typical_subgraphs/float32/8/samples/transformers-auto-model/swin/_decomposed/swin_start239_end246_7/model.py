import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_4, in_3, in_5, attn_mask = in_2, dropout_p = 0.0, scale = 0.1767766952966369, is_causal = False);  in_4 = in_3 = in_5 = in_2 = None
        tmp_1 = tmp_0.reshape(8192, -1, 49, 32);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = tmp_3.reshape(8192, 49, -1);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_1, in_0);  tmp_5 = in_1 = in_0 = None
        return (tmp_6,)
        