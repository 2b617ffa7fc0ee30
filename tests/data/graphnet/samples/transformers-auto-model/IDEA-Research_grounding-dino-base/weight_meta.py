class Program_weight_tensor_meta_L_stack0_encoder_last_hidden_state_text:
    name = "L_stack0_encoder_last_hidden_state_text"
    shape = [1, 7, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 1.000
    data = None
    min_val = -10.0
    max_val = 10.0


class Program_weight_tensor_meta_L_stack0_intermediate_hidden_states:
    name = "L_stack0_intermediate_hidden_states"
    shape = [1, 6, 900, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 1.000
    data = None
    min_val = -10.0
    max_val = 10.0


class Program_weight_tensor_meta_L_stack0_init_reference_points:
    name = "L_stack0_init_reference_points"
    shape = [1, 900, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.400
    std = 0.296
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_L_stack0_intermediate_reference_points:
    name = "L_stack0_intermediate_reference_points"
    shape = [1, 6, 900, 4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.400
    std = 0.296
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_L_attention_mask_:
    name = "L_attention_mask_"
    shape = [1, 7]
    dtype = "torch.int64"
    device = "cuda:0"
    mean = None
    std = None
    data = [1, 1, 1, 1, 1, 1, 1]


class Program_weight_tensor_meta_L_self_modules_bbox_embed_modules_0_modules_layers_modules_0_parameters_weight_:
    name = "L_self_modules_bbox_embed_modules_0_modules_layers_modules_0_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.000
    std = 0.020
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_L_self_modules_bbox_embed_modules_0_modules_layers_modules_0_parameters_bias_:
    name = (
        "L_self_modules_bbox_embed_modules_0_modules_layers_modules_0_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_L_self_modules_bbox_embed_modules_0_modules_layers_modules_1_parameters_weight_:
    name = "L_self_modules_bbox_embed_modules_0_modules_layers_modules_1_parameters_weight_"
    shape = [256, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.020
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_L_self_modules_bbox_embed_modules_0_modules_layers_modules_1_parameters_bias_:
    name = (
        "L_self_modules_bbox_embed_modules_0_modules_layers_modules_1_parameters_bias_"
    )
    shape = [256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_L_self_modules_bbox_embed_modules_0_modules_layers_modules_2_parameters_weight_:
    name = "L_self_modules_bbox_embed_modules_0_modules_layers_modules_2_parameters_weight_"
    shape = [4, 256]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_L_self_modules_bbox_embed_modules_0_modules_layers_modules_2_parameters_bias_:
    name = (
        "L_self_modules_bbox_embed_modules_0_modules_layers_modules_2_parameters_bias_"
    )
    shape = [4]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.000
    std = 0.000
    data = [0.000000, 0.000000, 0.000000, 0.000000]
