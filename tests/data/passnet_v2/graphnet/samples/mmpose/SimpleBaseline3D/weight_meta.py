class Program_weight_tensor_meta_L_inputs_:
    name = "L_inputs_"
    shape = [1, 34, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.523
    std = 0.291
    data = [
        0.006942,
        0.277744,
        0.367265,
        0.373322,
        0.914530,
        0.639870,
        0.373446,
        0.505018,
        0.582091,
        0.948347,
        0.380197,
        0.505230,
        0.000483,
        0.384957,
        0.592098,
        0.638664,
        0.862118,
        0.050549,
        0.859779,
        0.661509,
        0.176233,
        0.234330,
        0.812815,
        0.854016,
        0.092229,
        0.304354,
        0.761615,
        0.199034,
        0.907618,
        0.854050,
        0.518178,
        0.529327,
        0.935176,
        0.684421,
    ]


class Program_weight_tensor_meta_L_self_modules_backbone_modules_expand_conv_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_expand_conv_modules_conv_parameters_weight_"
    shape = [1024, 34, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.003
    std = 1.082
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_expand_conv_modules_bn_buffers_running_mean_:
    name = (
        "L_self_modules_backbone_modules_expand_conv_modules_bn_buffers_running_mean_"
    )
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.002
    std = 0.067
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_expand_conv_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_expand_conv_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 3.098
    std = 4.360
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_expand_conv_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_expand_conv_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.116
    std = 0.090
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_expand_conv_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_expand_conv_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.081
    std = 0.186
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_conv_parameters_weight_"
    shape = [1024, 1024, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.181
    std = 1.342
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -4.074
    std = 3.336
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 32.576
    std = 17.754
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.247
    std = 0.681
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv1_modules_0_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.041
    std = 0.765
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_conv_parameters_weight_"
    shape = [1024, 1024, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.253
    std = 1.232
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -24.561
    std = 13.535
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 852.392
    std = 810.317
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.267
    std = 0.183
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_0_modules_conv2_modules_0_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.317
    std = 0.263
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_conv_parameters_weight_"
    shape = [1024, 1024, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.111
    std = 1.357
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.575
    std = 5.425
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 62.243
    std = 36.722
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.152
    std = 0.665
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv1_modules_0_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.956
    std = 0.737
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_conv_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_conv_parameters_weight_"
    shape = [1024, 1024, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.286
    std = 1.354
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_buffers_running_mean_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -22.508
    std = 16.037
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_buffers_running_var_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_buffers_running_var_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1343.280
    std = 1117.348
    data = None
    min_val = 0


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_parameters_weight_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_parameters_weight_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.230
    std = 0.123
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_parameters_bias_:
    name = "L_self_modules_backbone_modules_tcn_blocks_modules_1_modules_conv2_modules_0_modules_bn_parameters_bias_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.242
    std = 0.259
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_conv_parameters_weight_:
    name = "L_self_modules_head_modules_conv_parameters_weight_"
    shape = [48, 1024, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.001
    std = 0.097
    data = None


class Program_weight_tensor_meta_L_self_modules_head_modules_conv_parameters_bias_:
    name = "L_self_modules_head_modules_conv_parameters_bias_"
    shape = [48]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.016
    std = 0.194
    data = [
        -0.076819,
        -0.041593,
        0.100611,
        -0.051552,
        0.290107,
        0.043512,
        -0.017926,
        0.416259,
        0.002379,
        0.076818,
        0.041595,
        -0.100611,
        0.038660,
        0.309933,
        -0.037603,
        0.031525,
        0.400291,
        -0.056416,
        0.039550,
        -0.374307,
        0.192408,
        0.035713,
        -0.420343,
        0.088230,
        0.024447,
        -0.396431,
        0.021502,
        0.021655,
        -0.473880,
        0.039492,
        0.074192,
        -0.352025,
        0.060903,
        0.039517,
        0.022438,
        0.088529,
        0.034689,
        0.313601,
        0.144984,
        -0.034347,
        -0.339814,
        0.138407,
        -0.043115,
        0.038366,
        0.157804,
        -0.037612,
        0.156767,
        0.115399,
    ]
