import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.layer_norm(in_5, (512,), in_1, in_0, 1e-05);  in_5 = in_1 = in_0 = None
        tmp_1 = torch.nn.functional.linear(tmp_0, in_3, None);  in_3 = None
        tmp_2 = torch.nn.functional.linear(tmp_0, in_2, None);  in_2 = None
        tmp_3 = torch.nn.functional.linear(tmp_0, in_4, None);  tmp_0 = in_4 = None
        tmp_4 = tmp_1.view(2, 32, 8, 64);  tmp_1 = None
        tmp_5 = tmp_4.transpose(1, 2);  tmp_4 = None
        tmp_6 = tmp_2.view(2, 32, 4, 64);  tmp_2 = None
        tmp_7 = tmp_6.transpose(1, 2);  tmp_6 = None
        tmp_8 = tmp_3.view(2, 32, 4, 64);  tmp_3 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        return (tmp_5, tmp_7, tmp_9)
        