import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.linear(in_2, in_0, None);  in_0 = None
        tmp_1 = torch.nn.functional.gelu(tmp_0, approximate = 'tanh');  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(in_2, in_1, None);  in_2 = in_1 = None
        tmp_3 = tmp_1 * tmp_2;  tmp_1 = tmp_2 = None
        return (tmp_3,)
        