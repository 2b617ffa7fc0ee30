import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.nn.functional.dropout(in_5, 0.0, False, False);  in_5 = None
        tmp_1 = in_6 + tmp_0;  in_6 = tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (512,), in_1, in_0, 1e-05);  in_1 = in_0 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_3, None);  in_3 = None
        tmp_4 = torch.nn.functional.linear(tmp_2, in_2, None);  in_2 = None
        tmp_5 = torch.nn.functional.linear(tmp_2, in_4, None);  tmp_2 = in_4 = None
        tmp_6 = tmp_3.view(2, 32, 8, 64);  tmp_3 = None
        return (tmp_1, tmp_4, tmp_5, tmp_6)
        