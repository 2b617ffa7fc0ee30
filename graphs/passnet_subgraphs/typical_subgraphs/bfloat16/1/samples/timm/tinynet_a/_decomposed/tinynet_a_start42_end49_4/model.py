import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11):
        tmp_0 = in_11 + in_10;  in_11 = in_10 = None
        tmp_1 = torch.conv2d(tmp_0, in_9, None, (1, 1), (0, 0), (1, 1), 1);  tmp_0 = in_9 = None
        tmp_2 = torch.nn.functional.batch_norm(tmp_1, in_0, in_1, in_3, in_2, False, 0.1, 1e-05);  tmp_1 = in_0 = in_1 = in_3 = in_2 = None
        tmp_3 = torch.nn.functional.silu(tmp_2, inplace = True);  tmp_2 = None
        tmp_4 = torch.conv2d(tmp_3, in_8, None, (2, 2), (2, 2), (1, 1), 144);  tmp_3 = in_8 = None
        tmp_5 = torch.nn.functional.batch_norm(tmp_4, in_4, in_5, in_7, in_6, False, 0.1, 1e-05);  tmp_4 = in_4 = in_5 = in_7 = in_6 = None
        tmp_6 = torch.nn.functional.silu(tmp_5, inplace = True);  tmp_5 = None
        return (tmp_6,)
        