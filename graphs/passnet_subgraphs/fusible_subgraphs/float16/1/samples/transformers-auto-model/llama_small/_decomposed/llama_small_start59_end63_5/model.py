import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.linear(in_1, in_0, None);  in_1 = in_0 = None
        tmp_1 = in_2 + tmp_0;  in_2 = tmp_0 = None
        tmp_2 = tmp_1.to(torch.float16)
        tmp_3 = tmp_2.pow(2)
        return (tmp_1, tmp_2, tmp_3)
        