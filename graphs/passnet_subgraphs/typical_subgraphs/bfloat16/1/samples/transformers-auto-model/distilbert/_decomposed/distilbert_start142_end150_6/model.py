import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = in_8 + in_9;  in_8 = in_9 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (768,), in_7, in_6, 1e-12);  tmp_0 = in_7 = in_6 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  in_1 = in_0 = None
        tmp_3 = torch.nn.functional.gelu(tmp_2);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_3, in_2);  tmp_3 = in_3 = in_2 = None
        tmp_5 = torch.nn.functional.dropout(tmp_4, 0.1, False, False);  tmp_4 = None
        tmp_6 = tmp_5 + tmp_1;  tmp_5 = tmp_1 = None
        tmp_7 = torch.nn.functional.layer_norm(tmp_6, (768,), in_5, in_4, 1e-12);  tmp_6 = in_5 = in_4 = None
        return (tmp_7,)
        