import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.layer_norm(in_2, (1152,), None, None, 1e-06);  in_2 = None
        tmp_1 = in_0.unsqueeze(1);  in_0 = None
        tmp_2 = 1 + tmp_1;  tmp_1 = None
        tmp_3 = tmp_0 * tmp_2;  tmp_0 = tmp_2 = None
        tmp_4 = in_1.unsqueeze(1);  in_1 = None
        tmp_5 = tmp_3 + tmp_4;  tmp_3 = tmp_4 = None
        return (tmp_5,)
        