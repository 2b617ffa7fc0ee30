import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.linear(in_4, in_3, None);  in_4 = in_3 = None
        tmp_1 = in_5 + tmp_0;  in_5 = tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (512,), in_2, in_1, 1e-05);  in_2 = in_1 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_0, None);  in_0 = None
        return (tmp_1, tmp_2, tmp_3)
        