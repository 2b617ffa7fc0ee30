import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = torch.nn.functional.dropout(in_9, 0.0, False, False);  in_9 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (768,), in_8, in_7, 1e-12);  in_8 = in_7 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_4, in_3);  in_4 = in_3 = None
        tmp_3 = tmp_2.view((4, 197, -1, 64));  tmp_2 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = torch.nn.functional.linear(tmp_1, in_0, None);  in_0 = None
        tmp_6 = tmp_5.view((4, 197, -1, 64));  tmp_5 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = torch.nn.functional.linear(tmp_1, in_6, in_5);  tmp_1 = in_6 = in_5 = None
        tmp_9 = tmp_8.view((4, 197, -1, 64));  tmp_8 = None
        tmp_10 = tmp_9.transpose(1, 2);  tmp_9 = None
        tmp_11 = torch.nn.functional.scaled_dot_product_attention(tmp_4, tmp_7, tmp_10, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_4 = tmp_7 = tmp_10 = None
        tmp_12 = tmp_11.reshape(4, -1, 197, 64);  tmp_11 = None
        tmp_13 = tmp_12.transpose(1, 2);  tmp_12 = None
        tmp_14 = tmp_13.contiguous();  tmp_13 = None
        tmp_15 = tmp_14.reshape(4, 197, -1);  tmp_14 = None
        tmp_16 = tmp_15.contiguous();  tmp_15 = None
        tmp_17 = torch.nn.functional.linear(tmp_16, in_2, in_1);  tmp_16 = in_2 = in_1 = None
        tmp_18 = torch.nn.functional.dropout(tmp_17, 0.0, False, False);  tmp_17 = None
        return (tmp_0, tmp_18)
        