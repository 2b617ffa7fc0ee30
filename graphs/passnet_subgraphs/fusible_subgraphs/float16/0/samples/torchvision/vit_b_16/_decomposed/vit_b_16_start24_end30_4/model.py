import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.multi_head_attention_forward(in_5, in_5, in_5, 768, 12, in_3, in_2, None, None, False, 0.0, in_1, in_0, training = False, key_padding_mask = None, need_weights = False, attn_mask = None, average_attn_weights = True, is_causal = False);  in_5 = in_3 = in_2 = in_1 = in_0 = None
        tmp_1 = tmp_0[0];  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 0);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        tmp_5 = tmp_4 + in_4;  tmp_4 = in_4 = None
        return (tmp_5,)
        