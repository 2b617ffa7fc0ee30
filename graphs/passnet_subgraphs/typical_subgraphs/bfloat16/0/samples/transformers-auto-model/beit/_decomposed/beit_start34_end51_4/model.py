import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7):
        tmp_0 = torch.nn.functional.linear(in_7, in_4, in_3);  in_4 = in_3 = None
        tmp_1 = tmp_0.view((2, 197, -1, 64));  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = torch.nn.functional.linear(in_7, in_0, None);  in_0 = None
        tmp_4 = tmp_3.view((2, 197, -1, 64));  tmp_3 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(in_7, in_6, in_5);  in_7 = in_6 = in_5 = None
        tmp_7 = tmp_6.view((2, 197, -1, 64));  tmp_6 = None
        tmp_8 = tmp_7.transpose(1, 2);  tmp_7 = None
        tmp_9 = torch.nn.functional.scaled_dot_product_attention(tmp_2, tmp_5, tmp_8, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_2 = tmp_5 = tmp_8 = None
        tmp_10 = tmp_9.reshape(2, -1, 197, 64);  tmp_9 = None
        tmp_11 = tmp_10.transpose(1, 2);  tmp_10 = None
        tmp_12 = tmp_11.contiguous();  tmp_11 = None
        tmp_13 = tmp_12.reshape(2, 197, -1);  tmp_12 = None
        tmp_14 = tmp_13.contiguous();  tmp_13 = None
        tmp_15 = torch.nn.functional.linear(tmp_14, in_2, in_1);  tmp_14 = in_2 = in_1 = None
        tmp_16 = torch.nn.functional.dropout(tmp_15, 0.0, False, False);  tmp_15 = None
        return (tmp_16,)
        