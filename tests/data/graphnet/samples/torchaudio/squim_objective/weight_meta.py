class Program_weight_tensor_meta_s0:
    name = "s0"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [4]


class Program_weight_tensor_meta_L_stack0_:
    name = "L_stack0_"
    shape = [1, 2499, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.481
    std = 1.111
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_self_attn_parameters_in_proj_bias_:
    name = "L_self_modules_branches_modules_0_modules_0_modules_self_attn_parameters_in_proj_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.002
    std = 0.037
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_self_attn_parameters_in_proj_weight_:
    name = "L_self_modules_branches_modules_0_modules_0_modules_self_attn_parameters_in_proj_weight_"
    shape = [768, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.073
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_branches_modules_0_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.060
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_branches_modules_0_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_norm1_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_0_modules_0_modules_norm1_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.026
    std = 0.056
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_branches_modules_0_modules_0_modules_norm1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.022
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_norm2_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_0_modules_0_modules_norm2_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.882
    std = 0.130
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_branches_modules_0_modules_0_modules_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.154
    std = 0.085
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_linear1_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_0_modules_0_modules_linear1_parameters_weight_"
    )
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.083
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_linear1_parameters_bias_:
    name = (
        "L_self_modules_branches_modules_0_modules_0_modules_linear1_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.073
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_linear2_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_0_modules_0_modules_linear2_parameters_weight_"
    )
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_0_modules_linear2_parameters_bias_:
    name = (
        "L_self_modules_branches_modules_0_modules_0_modules_linear2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_1_parameters_alpha_:
    name = "L_self_modules_branches_modules_0_modules_1_parameters_alpha_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.264
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_branches_modules_0_modules_2_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.009
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_2_modules_0_parameters_bias_:
    name = "L_self_modules_branches_modules_0_modules_2_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.024
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_branches_modules_0_modules_2_modules_1_parameters_weight_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_2_modules_2_parameters_weight_:
    name = "L_self_modules_branches_modules_0_modules_2_modules_2_parameters_weight_"
    shape = [1, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_0_modules_2_modules_2_parameters_bias_:
    name = "L_self_modules_branches_modules_0_modules_2_modules_2_parameters_bias_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.070
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_self_attn_parameters_in_proj_bias_:
    name = "L_self_modules_branches_modules_1_modules_0_modules_self_attn_parameters_in_proj_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_self_attn_parameters_in_proj_weight_:
    name = "L_self_modules_branches_modules_1_modules_0_modules_self_attn_parameters_in_proj_weight_"
    shape = [768, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.072
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_branches_modules_1_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_branches_modules_1_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_norm1_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_1_modules_0_modules_norm1_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.027
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_branches_modules_1_modules_0_modules_norm1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.021
    std = 0.076
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_norm2_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_1_modules_0_modules_norm2_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.887
    std = 0.119
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_branches_modules_1_modules_0_modules_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.137
    std = 0.088
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_linear1_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_1_modules_0_modules_linear1_parameters_weight_"
    )
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.077
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_linear1_parameters_bias_:
    name = (
        "L_self_modules_branches_modules_1_modules_0_modules_linear1_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.065
    std = 0.044
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_linear2_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_1_modules_0_modules_linear2_parameters_weight_"
    )
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.005
    std = 0.066
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_0_modules_linear2_parameters_bias_:
    name = (
        "L_self_modules_branches_modules_1_modules_0_modules_linear2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.003
    std = 0.027
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_1_parameters_alpha_:
    name = "L_self_modules_branches_modules_1_modules_1_parameters_alpha_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.219
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_branches_modules_1_modules_2_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.006
    std = 0.050
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_2_modules_0_parameters_bias_:
    name = "L_self_modules_branches_modules_1_modules_2_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.017
    std = 0.039
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_branches_modules_1_modules_2_modules_1_parameters_weight_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_2_modules_2_parameters_weight_:
    name = "L_self_modules_branches_modules_1_modules_2_modules_2_parameters_weight_"
    shape = [1, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 0.032
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_1_modules_2_modules_2_parameters_bias_:
    name = "L_self_modules_branches_modules_1_modules_2_modules_2_parameters_bias_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.036
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_self_attn_parameters_in_proj_bias_:
    name = "L_self_modules_branches_modules_2_modules_0_modules_self_attn_parameters_in_proj_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.035
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_self_attn_parameters_in_proj_weight_:
    name = "L_self_modules_branches_modules_2_modules_0_modules_self_attn_parameters_in_proj_weight_"
    shape = [768, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
    name = "L_self_modules_branches_modules_2_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.054
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
    name = "L_self_modules_branches_modules_2_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_norm1_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_2_modules_0_modules_norm1_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.019
    std = 0.036
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_norm1_parameters_bias_:
    name = "L_self_modules_branches_modules_2_modules_0_modules_norm1_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.031
    std = 0.061
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_norm2_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_2_modules_0_modules_norm2_parameters_weight_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.981
    std = 0.082
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_norm2_parameters_bias_:
    name = "L_self_modules_branches_modules_2_modules_0_modules_norm2_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.050
    std = 0.058
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_linear1_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_2_modules_0_modules_linear1_parameters_weight_"
    )
    shape = [1024, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.074
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_linear1_parameters_bias_:
    name = (
        "L_self_modules_branches_modules_2_modules_0_modules_linear1_parameters_bias_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.053
    std = 0.043
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_linear2_parameters_weight_:
    name = (
        "L_self_modules_branches_modules_2_modules_0_modules_linear2_parameters_weight_"
    )
    shape = [256, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.004
    std = 0.063
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_0_modules_linear2_parameters_bias_:
    name = (
        "L_self_modules_branches_modules_2_modules_0_modules_linear2_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.031
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_1_parameters_alpha_:
    name = "L_self_modules_branches_modules_2_modules_1_parameters_alpha_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.329
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_2_modules_0_parameters_weight_:
    name = "L_self_modules_branches_modules_2_modules_2_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.051
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_2_modules_0_parameters_bias_:
    name = "L_self_modules_branches_modules_2_modules_2_modules_0_parameters_bias_"
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.004
    std = 0.041
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_2_modules_1_parameters_weight_:
    name = "L_self_modules_branches_modules_2_modules_2_modules_1_parameters_weight_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.080
    std = float("nan")
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_2_modules_2_parameters_weight_:
    name = "L_self_modules_branches_modules_2_modules_2_modules_2_parameters_weight_"
    shape = [1, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001
    std = 0.062
    data = None


class Program_weight_tensor_meta_L_self_modules_branches_modules_2_modules_2_modules_2_parameters_bias_:
    name = "L_self_modules_branches_modules_2_modules_2_modules_2_parameters_bias_"
    shape = [1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.052
    std = float("nan")
    data = None
